import { defineModule } from "../app-module.js";
import { startBanExpiry } from "./ban-expiry.js";
import { BanSchema } from "./ban.entity.js";
import { BansResolver } from "./bans.resolver.js";
import { BansService } from "./bans.service.js";
import { MembersResolver } from "./members.resolver.js";
import { MembersService } from "./members.service.js";
import { createModerationLoaders } from "./moderation.loaders.js";
import { RolesService } from "./roles.service.js";
import { ViewerChangesResolver } from "./viewer-changes.resolver.js";

export const moderationModule = defineModule({
  entities: [BanSchema],
  resolvers: [BansResolver, MembersResolver, ViewerChangesResolver],
  services: (em, deps) => ({
    bans: new BansService(em, deps),
    roles: new RolesService(em),
    members: new MembersService(em),
  }),
  loaders: createModerationLoaders,
  start: startBanExpiry,
});
