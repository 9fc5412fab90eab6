import { AuditService } from "../audit/audit.service.js";
import { defineModule } from "../app-module.js";
import { ApiKeyCallers } from "./api-key-callers.js";
import { ApiKeysResolver } from "./api-keys.resolver.js";
import { ApiKeysService } from "./api-keys.service.js";

/** API keys for the research API (issue 56, decision 155); their accounts' deletion takes them along. */
export const apiKeysModule = defineModule({
  resolvers: [ApiKeysResolver],
  services: (em, deps, uow) => ({ apiKeys: new ApiKeysService(em, deps, uow, new AuditService()) }),
  state: (orm, deps) => ({ apiKeys: new ApiKeyCallers(orm, deps.logger) }),
  // the last second's use is written before the app stops
  start: (_orm, _deps, state) => () => state.apiKeys.flush(),
});
