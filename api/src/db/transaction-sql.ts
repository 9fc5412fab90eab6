import type { EntityManager } from "@mikro-orm/postgresql";

/** What libraries that write through a caller's connection (pg-boss's `db` option) are given. */
export interface NativeSql {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgConnection {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Native SQL ($1, $2 …) on the connection of a MikroORM transaction, so another library's writes commit
 * or roll back with ours. The transaction's knex client hands out only that connection.
 */
export async function transactionSql(tx: EntityManager): Promise<NativeSql> {
  const context = tx.getTransactionContext<{ client: { acquireConnection(): Promise<PgConnection> } }>();
  if (!context) throw new Error("transactionSql needs an entity manager inside a transaction");
  const connection = await context.client.acquireConnection();
  return { executeSql: (text, values) => connection.query(text, values) };
}
