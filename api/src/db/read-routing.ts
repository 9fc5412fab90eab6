import { AsyncLocalStorage } from "node:async_hooks";
import { PostgreSqlDriver, type PostgreSqlConnection } from "@mikro-orm/postgresql";

type ConnectionType = Parameters<PostgreSqlDriver["getConnection"]>[0];
type Execute = PostgreSqlDriver["execute"];

/** A statement that starts as a read … */
const READ = /^\s*(?:--[^\n]*\n\s*)*(?:select|with)\b/i;
/** … and names nothing that writes, locks or must run on the primary (a false alarm only costs a standby). */
const NOT_ON_A_STANDBY =
  /\b(?:insert|update|delete|merge|for\s+(?:no\s+key\s+)?update|for\s+(?:key\s+)?share|nextval|setval|pg_advisory\w*|pg_cancel_backend|pg_terminate_backend|pg_notify|set_config|txid_current|pg_current_wal\w*)\b/i;

function onlyReads(query: Parameters<Execute>[0]): boolean {
  const sql = typeof query === "string" ? query : query.toSQL().sql;
  return READ.test(sql) && !NOT_ON_A_STANDBY.test(sql);
}

/** Where the reads of the work running now go: a standby's connection, or null for the primary. */
interface ReadScope {
  replica: PostgreSqlConnection | null;
}
const readScope = new AsyncLocalStorage<ReadScope>();

/**
 * Runs `work` with its reads outside transactions (entity finds, loaders, query builders' selects, raw
 * statements that only read) on `replica`; null keeps them on the primary. Writes and transactions always
 * go to the primary.
 */
export function readingFrom<T>(replica: PostgreSqlConnection | null, work: () => T): T {
  return readScope.run({ replica }, work);
}

/**
 * The PostgreSQL driver with MikroORM's read connections chosen per unit of work rather than at random:
 * only work run by `readingFrom` with a standby reads there. Everything else (background jobs, the outbox,
 * live events, sessions, work outside a request) reads from the primary, as without standbys.
 */
export class ReadRoutedDriver extends PostgreSqlDriver {
  override getConnection(type: ConnectionType = "write"): PostgreSqlConnection {
    if (type === "write") return super.getConnection("write");
    const replica = readScope.getStore()?.replica;
    return replica && this.replicas.includes(replica) ? replica : super.getConnection("write");
  }

  override execute<T extends Awaited<ReturnType<Execute>>>(
    ...[query, params, method, ctx, logging]: Parameters<Execute>
  ) {
    const replica = readScope.getStore()?.replica;
    const outsideTransactions =
      !ctx &&
      (typeof query === "string" || !(query as { client?: { transacting?: boolean } }).client?.transacting);
    if (
      replica &&
      outsideTransactions &&
      method !== "run" &&
      this.replicas.includes(replica) &&
      onlyReads(query)
    )
      return this.rethrow(replica.execute<T>(query, params, method, undefined, logging));
    return super.execute<T>(query, params, method, ctx, logging);
  }

  /** The standbys' connections, in the order of DATABASE_REPLICA_URLS. */
  replicaConnections(): readonly PostgreSqlConnection[] {
    return this.replicas;
  }
}
