import type { EntityManager } from "@mikro-orm/postgresql";
import { describe, expect, it } from "vitest";
import { transactionFailure } from "./transactions.js";

const echo = new Error("Transaction query already complete, run with DEBUG=knex:tx for more info");

/** An entity manager whose connection answers `select 1` as given. */
function emAnswering(answer: () => Promise<unknown>) {
  const asked: string[] = [];
  const em = {
    getConnection: () => ({
      execute: (sql: string) => {
        asked.push(sql);
        return answer();
      },
    }),
  } as unknown as EntityManager;
  return { em, asked };
}

describe("a failed transaction", () => {
  it("is explained by the database's own answer when knex reports only its echo", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const { em, asked } = emAnswering(() => Promise.reject(refused));
    await expect(transactionFailure(em, echo)).rejects.toBe(refused);
    expect(asked).toEqual(["select 1"]);
  });

  it("keeps the echo when the database is there, for then the echo is the error", async () => {
    const { em } = emAnswering(() => Promise.resolve([{ "?column?": 1 }]));
    await expect(transactionFailure(em, echo)).rejects.toBe(echo);
  });

  it("throws any other error as it is, without asking the database", async () => {
    const { em, asked } = emAnswering(() => Promise.reject(new Error("not asked")));
    const conflict = new Error("duplicate key value violates unique constraint");
    await expect(transactionFailure(em, conflict)).rejects.toBe(conflict);
    expect(asked).toEqual([]);
  });
});
