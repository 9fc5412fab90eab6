import type { MigrationObject } from "@mikro-orm/core";

/** Applied in order at start-up. Add a migration by appending it here. */
export const migrations: MigrationObject[] = [];
