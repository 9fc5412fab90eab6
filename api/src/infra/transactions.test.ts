import { MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { startTcpRelay, type TcpRelay } from "../../test/tcp-relay.js";
import { ormConfig } from "../db/orm-config.js";
import { isDatabaseUnavailable } from "./database-outage.js";
import { transactionFailure } from "./transactions.js";

const echo = new Error("Transaction query already complete, run with DEBUG=knex:tx for more info");

describe("a failed transaction", () => {
  let database: TestDatabase;
  let relay: TcpRelay;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase(inject("databaseServerUrl"), inject("databaseTemplate"));
    const url = new URL(database.url);
    // the pool reaches PostgreSQL through a relay the tests can stop as a server stops
    relay = await startTcpRelay(Number(url.port || 5432), "postgres");
    url.host = new URL(relay.url).host;
    orm = await MikroORM.init(ormConfig(url.toString(), { pool: { min: 1, max: 1 } }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await relay?.close();
    await database?.drop();
  });

  it("keeps the echo when the database is there, for then the echo is the error", async () => {
    await expect(transactionFailure(orm.em.fork(), echo)).rejects.toBe(echo);
  });

  it("throws any other error as it is", async () => {
    const conflict = new Error("duplicate key value violates unique constraint");
    await expect(transactionFailure(orm.em.fork(), conflict)).rejects.toBe(conflict);
  });

  it("is explained by a new connection's answer, even while a pooled connection still answers", async () => {
    const em = orm.em.fork();
    await em.getConnection().execute("select 1"); // the pool holds an open connection
    await relay.refuseNew();
    try {
      await expect(em.getConnection().execute("select 1")).resolves.toBeDefined();
      const thrown = await transactionFailure(em, echo).catch((error: unknown) => error);
      expect(thrown).not.toBe(echo);
      expect(isDatabaseUnavailable(thrown)).toBe(true);
    } finally {
      await relay.restore();
    }
  });
});
