import type { EntityManager } from "@mikro-orm/postgresql";

// When a transaction's BEGIN (or an earlier statement) meets a dead connection, knex keeps that error to
// itself and answers the statements that follow with this message: an echo that names no cause.
const ECHO = /Transaction query already complete/;

type TransactionOptions = Parameters<EntityManager["transactional"]>[1];

/**
 * What a failed transaction threw, or, for knex's echo, why: the database is asked once, outside the
 * transaction, whether it is there, and its answer (a refused connection, a server shutting down) is
 * thrown instead, so an outage is answered and logged as one.
 */
export async function transactionFailure(em: EntityManager, error: unknown): Promise<never> {
  if (error instanceof Error && ECHO.test(error.message)) await em.getConnection().execute("select 1");
  throw error; // not an echo, or the database is there: the error is the error
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
