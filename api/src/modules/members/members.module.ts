import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { defineModule } from "../app-module.js";
import { AuditService } from "../audit/audit.service.js";
import { notificationsService } from "../notifications/notifications.module.js";
import { UsersService } from "../users/users.service.js";
import { assertNotBanned } from "./ban-guard.js";
import { expireBan } from "./ban-expiry.js";
import { BanSchema } from "./ban.entity.js";
import { BansResolver } from "./bans.resolver.js";
import { BansService } from "./bans.service.js";
import { MembersResolver } from "./members.resolver.js";
import { MembersService } from "./members.service.js";
import { createModerationLoaders } from "./members.loaders.js";
import { RolesService } from "./roles.service.js";
import { ViewerChangesResolver } from "./viewer-changes.resolver.js";

/** Bans of a unit of work, also for resolving reports with a ban. */
export const bansService = (em: EntityManager, deps: Pick<AppDeps, "config">, uow: UnitOfWork) =>
  new BansService(em, uow, notificationsService(em, deps, uow), new AuditService());

export const membersModule = defineModule({
  entities: [BanSchema],
  resolvers: [BansResolver, MembersResolver, ViewerChangesResolver],
  services: (em, deps, uow, _state, hooks) => ({
    bans: bansService(em, deps, uow),
    roles: new RolesService(em, uow, new AuditService()),
    members: new MembersService(em, new UsersService(em, uow), hooks),
  }),
  loaders: createModerationLoaders,
  hooks: { assertMayWrite: assertNotBanned },
  jobs: { "ban-expiry": { run: expireBan } },
});
