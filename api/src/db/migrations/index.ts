import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261122010604_accounts_sessions_captcha } from "./Migration20261122010604_accounts_sessions_captcha.js";

/** Applied in order at start-up. Add a migration by appending it here. */
export const migrations: MigrationObject[] = [
  {
    name: "Migration20261122010604_accounts_sessions_captcha",
    class: Migration20261122010604_accounts_sessions_captcha,
  },
];
