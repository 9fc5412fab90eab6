import { defineModule } from "../app-module.js";
import { AuditResolver } from "./audit.resolver.js";
import { AuditService } from "./audit.service.js";
import { StaffActionSchema } from "./staff-action.entity.js";

export const auditModule = defineModule({
  entities: [StaffActionSchema],
  resolvers: [AuditResolver],
  services: () => ({ audit: new AuditService() }),
});
