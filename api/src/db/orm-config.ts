import { defineConfig, type Options } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";
import { entities } from "./entities.js";
import { migrations } from "./migrations/index.js";
import { ReadRoutedDriver } from "./read-routing.js";

/** The one ORM configuration, shared by the app, the migration CLI and the tests. */
export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    driver: ReadRoutedDriver,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    // Migrations are listed in code so the same list runs under tsx and from the compiled build.
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: 10 },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
    ...overrides,
  });
}
