import { MikroORM } from "@mikro-orm/postgresql";
import { Migrator } from "@mikro-orm/migrations";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { migrations } from "./migrations/index.js";

const NO_JIT = "Migration20270109020000_no_jit";

/** What a new session of the database is given for `jit`. */
async function jitOfNewSession(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ jit: string }>("show jit")).rows[0]!.jit;
  } finally {
    await client.end();
  }
}

describe("the database compiles no query with JIT", () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase(inject("databaseServerUrl"));
    orm = await MikroORM.init({
      clientUrl: database.url,
      entities: [],
      discovery: { warnWhenNoEntities: false },
      extensions: [Migrator],
      migrations: {
        migrationsList: migrations.filter((migration) => migration.name === NO_JIT),
        transactional: true,
        snapshot: false,
      },
      logger: () => {},
    });
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it("turns JIT off for every new session of the database it migrates", async () => {
    // on to begin with, whatever the server's default, so the migration is what turns it off
    await orm.em
      .getConnection()
      .execute(`alter database "${new URL(database.url).pathname.slice(1)}" set jit = on`);
    expect(await jitOfNewSession(database.url)).toBe("on");
    await orm.getMigrator().up();
    expect(await jitOfNewSession(database.url)).toBe("off");
  });
});
