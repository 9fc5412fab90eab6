import { defineModule } from "../app-module.js";
import { AuditService } from "./audit.service.js";
import { StaffActionSchema } from "./staff-action.entity.js";

export const auditModule = defineModule({
  entities: [StaffActionSchema],
  services: (em) => ({ audit: new AuditService(em) }),
});
