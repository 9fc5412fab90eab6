import { IsolationLevel } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import pg from "pg";

// When a transaction's BEGIN (or an earlier statement) meets a dead connection, knex keeps that error to
// itself and answers the statements that follow with this message: an echo that names no cause.
const ECHO = /Transaction query already complete/;

type TransactionOptions = Parameters<EntityManager["transactional"]>[1];

/**
 * What a failed transaction threw, or, for knex's echo, why: the database is asked once, on a connection of
 * its own, whether it is there, and its answer (a refused connection, a server shutting down) is thrown
 * instead, so an outage is answered and logged as one. Not a pooled connection: at an outage's first moment
 * one the stopping server has not closed yet would still answer.
 */
export async function transactionFailure(em: EntityManager, error: unknown): Promise<never> {
  if (error instanceof Error && ECHO.test(error.message)) await askFreshConnection(em);
  throw error; // not an echo, or the database is there: the error is the error
}

/** `select 1` on a new connection with the pool's settings, closed after. */
async function askFreshConnection(em: EntityManager): Promise<void> {
  const { connectionSettings } = em.getConnection().getKnex().client as {
    connectionSettings: pg.ClientConfig;
  };
  const client = new pg.Client({ ...connectionSettings, connectionTimeoutMillis: 5000 });
  client.on("error", () => undefined); // a server going away after the answer is not this check's concern
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `em.transactional`, with its failures explained (transactionFailure). */
export async function transactional<T>(
  em: EntityManager,
  work: (tx: EntityManager) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  try {
    return await em.transactional(work, options);
  } catch (error) {
    return transactionFailure(em, error);
  }
}

/** Reads in one snapshot of the data (repeatable read, read only): a page's rows and its total agree. */
export function readSnapshot<T>(em: EntityManager, read: (tx: EntityManager) => Promise<T>): Promise<T> {
  return transactional(em, read, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
}

/**
 * A start-up step that instances started together on one database take in turn (the first admin, the demo
 * accounts): `work` runs in a transaction holding a lock named `step`, so the second sees what the first made.
 * Nothing is announced or queued: no app is running yet.
 */
export function takingTurns<T>(
  em: EntityManager,
  step: string,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  return transactional(em, async (tx) => {
    await tx.execute("select pg_advisory_xact_lock(hashtextextended(?, 0))", [step]);
    return work(tx);
  });
}
