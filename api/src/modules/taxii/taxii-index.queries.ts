import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";

/** One object version as the index keeps it, with the microsecond it was first added. */
export interface IndexedObject {
  addedUs: number;
  id: string;
  type: string;
  modified: string;
  eventId: string | null;
  country: string | null;
  parties: readonly string[];
  json: string;
}

/** Taken for the whole of an indexing transaction: one writer at a time, so `date_added` only grows. */
const INDEX_LOCK = 7_301_550_021;

export async function lockIndex(tx: EntityManager): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(?)`, [INDEX_LOCK]);
}

/** The last microsecond given out, 0 for an empty index. */
export async function lastAdded(tx: EntityManager): Promise<number> {
  const [row] = await tx.execute<{ last: string }[]>(
    `select coalesce(max(added_us), 0)::text as last from taxii_objects`,
  );
  return Number(row!.last);
}

/** How far the history has been read: a recording time, or `-infinity` before the first run. */
export async function readProgress(tx: EntityManager): Promise<string> {
  const [row] = await tx.execute<{ at: string }[]>(
    `select case when recorded_at = '-infinity' then '-infinity'
                 else to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') end as at
       from taxii_progress`,
  );
  return row?.at ?? "-infinity";
}

export async function saveProgress(tx: EntityManager, recordedAt: string): Promise<void> {
  await tx.execute(
    `insert into taxii_progress (id, recorded_at) values (true, ?)
     on conflict (id) do update set recorded_at = greatest(taxii_progress.recorded_at, excluded.recorded_at)`,
    [recordedAt],
  );
}

/** Which of these incident versions are indexed already, as `eventId:number`. */
export async function indexedVersions(
  tx: EntityManager,
  versions: readonly { eventId: string; number: number }[],
): Promise<Set<string>> {
  if (versions.length === 0) return new Set();
  const rows = await tx.execute<{ key: string }[]>(
    `select event_id || ':' || number as key from taxii_indexed_versions
      where (event_id, number) in (select * from unnest(?::bigint[], ?::int[]))`,
    [sqlArray(versions.map((v) => v.eventId)), sqlArray(versions.map((v) => String(v.number)))],
  );
  return new Set(rows.map((r) => r.key));
}

export async function markIndexed(
  tx: EntityManager,
  versions: readonly { eventId: string; number: number }[],
): Promise<void> {
  if (versions.length === 0) return;
  await tx.execute(
    `insert into taxii_indexed_versions (event_id, number)
     select * from unnest(?::bigint[], ?::int[]) on conflict do nothing`,
    [sqlArray(versions.map((v) => v.eventId)), sqlArray(versions.map((v) => String(v.number)))],
  );
}

/** The ids of these objects the index already holds in some version. */
export async function knownObjects(tx: EntityManager, ids: readonly string[]): Promise<Set<string>> {
  const rows = await tx.execute<{ id: string }[]>(
    `select distinct object_id as id from taxii_objects where object_id = any(?::text[])`,
    [sqlArray(ids)],
  );
  return new Set(rows.map((r) => r.id));
}

/** Where an incident's last indexed version placed it: its withdrawal stays in the same collections. */
export async function lastPlacement(
  tx: EntityManager,
  eventId: string,
): Promise<{ country: string | null; parties: string[] }> {
  const [row] = await tx.execute<{ country: string | null; parties: string[] }[]>(
    `select country, parties from taxii_objects where event_id = ? order by added_us desc limit 1`,
    [eventId],
  );
  return row ?? { country: null, parties: [] };
}

/** Adds object versions; one the index holds already (same id and `modified`) is left as it was. */
export async function insertObjects(tx: EntityManager, objects: readonly IndexedObject[]): Promise<void> {
  if (objects.length === 0) return;
  const column = (pick: (o: IndexedObject) => string | null) => sqlArray(objects.map(pick));
  await tx.execute(
    `insert into taxii_objects (added_us, object_id, object_type, modified, event_id, country, parties, object)
     select added, id, type, modified, event, country,
            case when parties = '' then '{}'::text[] else string_to_array(parties, ',') end, json
       from unnest(?::bigint[], ?::text[], ?::text[], ?::text[], ?::bigint[], ?::text[], ?::text[], ?::text[])
         as t(added, id, type, modified, event, country, parties, json)
     on conflict (object_id, modified) do nothing`,
    [
      column((o) => String(o.addedUs)),
      column((o) => o.id),
      column((o) => o.type),
      column((o) => o.modified),
      column((o) => o.eventId),
      column((o) => o.country),
      column((o) => o.parties.join(",")),
      column((o) => o.json),
    ],
  );
}
