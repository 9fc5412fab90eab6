import { defineModule } from "../app-module.js";
import { AccountDeletionService } from "./account-deletion/account-deletion.service.js";
import { UserSettingsService } from "./user-settings.service.js";
import { UserSchema } from "./user.entity.js";
import { createUserLoaders } from "./users.loaders.js";
import { UsersResolver } from "./users.resolver.js";
import { usersRoutes } from "./users.routes.js";
import { seedDemoAccounts } from "./users.seed.js";
import { UsersService } from "./users.service.js";

export const usersModule = defineModule({
  entities: [UserSchema],
  resolvers: [UsersResolver],
  routes: usersRoutes,
  services: (em, deps, uow, _state, hooks) => ({
    users: new UsersService(em, uow),
    userSettings: new UserSettingsService(em, uow, deps, hooks),
    accountDeletion: new AccountDeletionService(em, uow, deps, hooks),
  }),
  loaders: createUserLoaders,
  seed: (orm, deps) => seedDemoAccounts(orm.em.fork(), deps),
});
