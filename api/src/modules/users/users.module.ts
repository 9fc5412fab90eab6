import { defineModule } from "../app-module.js";
import { UserSchema } from "./user.entity.js";
import { createUserLoaders } from "./users.loaders.js";
import { seedDemoAccounts } from "./users.seed.js";

export const usersModule = defineModule({
  entities: [UserSchema],
  loaders: createUserLoaders,
  seed: seedDemoAccounts,
});
