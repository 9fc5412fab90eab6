import type { EntityManager } from "@mikro-orm/postgresql";
import { defineModule } from "../app-module.js";
import { AccountDeletionService } from "./account-deletion/account-deletion.service.js";
import { DataExportService } from "./data-export/data-export.service.js";
import { UserSettingsService } from "./user-settings.service.js";
import { UserSchema } from "./user.entity.js";
import { createUserLoaders } from "./users.loaders.js";
import { UsersResolver } from "./users.resolver.js";
import { usersRoutes } from "./users.routes.js";
import { seedDemoAccounts } from "./users.seed.js";
import { UsersService } from "./users.service.js";

/** The accounts on `em`, for work outside a request (the first admin, the demo seed). */
export const usersService = (em: EntityManager) => new UsersService(em);

export const usersModule = defineModule({
  entities: [UserSchema],
  resolvers: [UsersResolver],
  routes: usersRoutes,
  services: (em, deps, _uow, _state, hooks) => ({
    users: new UsersService(em),
    userSettings: new UserSettingsService(em, deps, hooks),
    dataExport: new DataExportService(em),
    accountDeletion: new AccountDeletionService(em, deps, hooks),
  }),
  loaders: createUserLoaders,
  seed: (orm, deps) => seedDemoAccounts(usersService(orm.em.fork()), deps),
});
