import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLScalarType,
  type GraphQLInputType,
} from "graphql";
import type { MikroORM } from "@mikro-orm/postgresql";

/** Control characters a client might slip into text: NUL, an escape sequence, DEL with a C1 control. */
export const CONTROL_STRINGS = ["a\u0000b", "\u001b[31mred", "x\u007f\u0085"];
/** Valid text that is unusual: very long, non-ASCII, emoji with right-to-left and combining marks. */
export const ODD_STRINGS = ["x".repeat(20_000), "ж".repeat(3_000), "😀\u202Ee\u0301".repeat(300)];
/** Finite numbers at the edges of a double: subnormal, huge, negative zero, more digits than stored. */
export const ODD_NUMBERS = [5e-324, -5e-324, 1e308, -0, 89.99999999999999, 1.0000000000000002];
/** Cursors and ids no server ever handed out. */
export const BAD_CURSORS = ["%%%", "W10", "WyIyMDI0IiwiMSJd", "eyJhIjoxfQ", "ж"];
export const BAD_IDS = [
  "-1",
  "1e3",
  "99999999999999999999",
  "ж",
  " 1",
  "00000000-0000-0000-0000-000000000000",
];

/** A plausible value of an input type: every field of an input object filled in. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sampleValue(type.ofType);
  if (type instanceof GraphQLList) return [sampleValue(type.ofType)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, sampleValue(f.type)]));
  }
  const scalar = (type as GraphQLScalarType).name;
  if (scalar === "Int") return 1;
  if (scalar === "Float") return 1.5;
  if (scalar === "Boolean") return true;
  if (scalar === "ID") return "999999999";
  return "x";
}

/** A value of the wrong kind for a leaf type. */
export function wrongKind(type: GraphQLInputType): unknown {
  const named = type instanceof GraphQLNonNull ? type.ofType : type;
  if (named instanceof GraphQLList) return { not: "a list" };
  if (named instanceof GraphQLInputObjectType) return "not an object";
  if (named instanceof GraphQLEnumType) return "not_a_value";
  const scalar = (named as GraphQLScalarType).name;
  return scalar === "String" || scalar === "ID" ? { not: "text" } : "not a number";
}

// the live-event outbox is a queue the dispatcher drains on its own time, and each instance refreshes
// its own row of live_instances every 10 s: neither is stored state
const TRANSIENT_TABLES = ["live_events", "live_instances"];
// the TAXII index is derived from the public versions, and catches up with them on its own time (every
// 30 s, and after each publication): a long test sees it grow, whatever it sent
const DERIVED_TABLES = ["taxii_objects", "taxii_indexed_versions", "taxii_progress"];
// a member's last activity moves with any request of theirs, at most once a minute (ACTIVITY_RESOLUTION_MS):
// a long test sees it move, whatever it sent
const TRANSIENT_COLUMNS: Record<string, string[]> = { users: ["last_active_at"] };
/**
 * The gazetteer (70,000 places) is loaded by a migration and written by nothing else: its row count and
 * newest writing transaction tell a change as surely as its content, at a hundredth of the cost. Even so it
 * is four fifths of a digest's time: a test that digests around each of many calls leaves it out there
 * (`skip`) and checks it once around them all.
 */
export const REFERENCE_TABLES = ["gazetteer_places", "gazetteer_regions"];

/** One digest per table, so a test can tell whether anything stored changed; all read in one statement. */
export async function tableDigests(orm: MikroORM, skip: string[] = []): Promise<Record<string, string>> {
  const connection = orm.em.getConnection();
  const tables = (
    await connection.execute<Array<{ name: string }>>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )
  )
    .map(({ name }) => name)
    .filter(
      (name) => !skip.includes(name) && !TRANSIENT_TABLES.includes(name) && !DERIVED_TABLES.includes(name),
    );
  // the names come from the catalogue and the left-out columns from this file: nothing a test sent
  const digestOf = (name: string) =>
    REFERENCE_TABLES.includes(name)
      ? `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as digest from "${name}"`
      : `select '${name}' as name, md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as digest
           from (select to_jsonb(t) - '{${(TRANSIENT_COLUMNS[name] ?? []).join(",")}}'::text[] as r from "${name}" t) rows`;
  const rows = await connection.execute<Array<{ name: string; digest: string | null }>>(
    tables.map(digestOf).join("\n union all\n"),
  );
  return Object.fromEntries(rows.map(({ name, digest }) => [name, digest ?? ""]));
}

/** Runs fn over items, `size` at a time, so a fuzz run stays short without flooding the server. */
export async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}
