import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { Scope } from "./collections.js";

/** Which versions of each object (TAXII's `match[version]`): a list of `modified` times, or all of them. */
export type VersionMatch = { all: true } | { first: boolean; last: boolean; times: string[] };

/** A page's filters, after checking: times as microseconds since 1970. */
export interface PageQuery {
  scope: Scope;
  after: number;
  limit: number;
  ids: string[];
  types: string[];
  versions: VersionMatch;
}

export interface PageRow {
  addedUs: number;
  id: string;
  modified: string;
  object: string;
}

/**
 * Where an object is in a collection. The site's own objects (the marking and the publisher) are in
 * every collection, as every object refers to them.
 */
function inScope(scope: Scope, params: unknown[]): string {
  const site = `(o.event_id is null and o.parties = '{}')`;
  if ("country" in scope) return (params.push(scope.country), `(o.country = ? or ${site})`);
  if ("party" in scope) return (params.push(scope.party), `(o.parties @> array[?]::text[] or ${site})`);
  return "true";
}

function versionCondition(versions: VersionMatch, params: unknown[]): string {
  if ("all" in versions) return "true";
  const newer = `exists (select 1 from taxii_objects n where n.object_id = o.object_id and n.modified > o.modified)`;
  const older = `exists (select 1 from taxii_objects n where n.object_id = o.object_id and n.modified < o.modified)`;
  const either = [
    ...(versions.last ? [`not ${newer}`] : []),
    ...(versions.first ? [`not ${older}`] : []),
    ...(versions.times.length
      ? [(params.push(sqlArray(versions.times)), `o.modified = any(?::text[])`)]
      : []),
  ];
  return `(${either.join(" or ")})`;
}

/**
 * One page of a collection's object versions in the order they were added, one more than `limit` to tell
 * whether there are more: served from the index, never from a bundle built for the request.
 */
export function objectsPage(em: EntityManager, query: PageQuery, withObjects: boolean): Promise<PageRow[]> {
  const params: unknown[] = [query.after];
  const conditions = [`o.added_us > ?`, inScope(query.scope, params)];
  if (query.ids.length) conditions.push((params.push(sqlArray(query.ids)), `o.object_id = any(?::text[])`));
  if (query.types.length)
    conditions.push((params.push(sqlArray(query.types)), `o.object_type = any(?::text[])`));
  conditions.push(versionCondition(query.versions, params));
  params.push(query.limit + 1);
  return em.getConnection().execute<PageRow[]>(
    `select o.added_us::text as "addedUs", o.object_id as id, o.modified${withObjects ? ", o.object" : ""}
       from taxii_objects o where ${conditions.join(" and ")}
      order by o.added_us limit ?`,
    params,
  );
}

/** Whether the collection holds any version of the object. */
export async function objectInScope(em: EntityManager, scope: Scope, id: string): Promise<boolean> {
  const params: unknown[] = [id];
  const where = inScope(scope, params);
  const rows = await em
    .getConnection()
    .execute(`select 1 from taxii_objects o where o.object_id = ? and ${where} limit 1`, params);
  return rows.length > 0;
}
