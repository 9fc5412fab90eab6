// Writes a migration for the difference between the entities and the committed migrations:
//   pnpm --filter @incident-watch/api migration:create <name>
// It uses a scratch database on MIGRATION_DATABASE_URL (default: the local PostgreSQL server).
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import { ormConfig } from "./orm-config.js";

const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error("Usage: migration:create <snake_case_name>");
  process.exit(1);
}
const server = new URL(process.env.MIGRATION_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const scratch = `iw_migration_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
await admin.query(`create database ${scratch}`);
try {
  const url = new URL(server);
  url.pathname = `/${scratch}`;
  const path = fileURLToPath(new URL("./migrations", import.meta.url));
  const orm = await MikroORM.init(
    ormConfig(url.toString(), {
      migrations: { ...ormConfig("").migrations, path, pathTs: path, emit: "ts" },
    }),
  );
  await orm.getMigrator().up();
  const result = await orm.getMigrator().createMigration(path, false, false, name);
  await orm.close();
  if (!result.fileName) console.log("No changes: the migrations already match the entities.");
  else console.log(`Wrote src/db/migrations/${result.fileName}; register it in src/db/migrations/index.ts.`);
} finally {
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
