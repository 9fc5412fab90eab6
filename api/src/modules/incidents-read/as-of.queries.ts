import pg from "pg";
import type { EntityManager } from "@mikro-orm/postgresql";
import { ValidationError } from "../../core/errors.js";

/** A data version as a reader names it (`asOf`): the latest public change it holds and its count. */
export interface AsOfName {
  /** `20261123T130512.345Z-100060`, as `dataVersion` writes it. */
  version: string;
  /** Its time, ISO 8601 with milliseconds. */
  time: string;
  count: number;
}

/** A data version the site published: its name, and when the site first named it (decision 138). */
export interface AsOf extends AsOfName {
  /** ISO 8601, or `-infinity` for the versions the history showed when the record began. */
  recordedAt: string;
}

/**
 * A data version, `20261123T130512.345Z-100060`, or its time and count written otherwise (ISO 8601's
 * extended form, lower case, zeros before the count): read, then refused naming the one spelling.
 */
const VERSION = /^(\d{4})-?(\d\d)-?(\d\d)[Tt](\d\d):?(\d\d):?(\d\d)\.(\d{3})[Zz]-(\d{1,12})$/;
/**
 * The version before anything was public, 1970-01-01: no version is older. A time before it (year 0000
 * included, which PostgreSQL cannot even hold) is no version, refused before any query.
 */
const EARLIEST_VERSION_TIME = "1970-01-01T00:00:00.000Z";

/** The answer to a text that is no data version, naming the parameter (`asOf`, or a record's `version`). */
export const asOfFormatMessage = (field: string) =>
  `${field} must be a data version as dataVersion gives it, such as 20261123T130512.345Z-100060.`;
export const AS_OF_FORMAT_MESSAGE = asOfFormatMessage("asOf");
export const AS_OF_UNKNOWN_MESSAGE =
  "No such data version was ever published here: asOf must name one that the Data-Version header, dataVersion or the releases list gave.";
/** The answer to a version written otherwise than `dataVersion` writes it: its one spelling. */
export const asOfSpellingMessage = (canonical: string) =>
  `A data version has one spelling, as dataVersion gives it: ${canonical}.`;

/**
 * A data version's parts, checked for form and time range only (no query); a 400 naming `field` when it
 * is not one, or is one written otherwise (naming its spelling: `-066` is not the version `-66`).
 */
export function parseAsOf(value: unknown, field = "asOf"): AsOfName {
  const match = typeof value === "string" ? VERSION.exec(value) : null;
  const [, y, mo, d, h, mi, s, ms, n] = match ?? [];
  const time = match ? `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z` : "";
  if (!match || Number.isNaN(Date.parse(time)) || new Date(time).toISOString() !== time) {
    throw new ValidationError({ [field]: asOfFormatMessage(field) });
  }
  if (time < EARLIEST_VERSION_TIME) throw new ValidationError({ [field]: AS_OF_UNKNOWN_MESSAGE });
  const version = `${y}${mo}${d}T${h}${mi}${s}.${ms}Z-${Number(n)}`;
  if (value !== version) throw new ValidationError({ [field]: asOfSpellingMessage(version) });
  return { version, time, count: Number(n) };
}

/**
 * The public data as it was at a time, under the names of the live tables: `events` (approved rows
 * only), `incident_sources` and `incident_attributions`, each incident read from its latest version at
 * or before the time (decision 096). Placed before a query written for the live tables, it makes that
 * query read the past: the same columns, filters and order, so the same bytes. The relations are not
 * materialised, so an incident's sources are looked up by its id in the versions' primary key. The whole
 * set is read as each incident's latest version number first (a sort of two numbers a version), then
 * those versions: sorting the versions themselves, snapshots and all, spilled to disk at 100,000
 * incidents (docs/benchmarks.md). A version kept before precision and grading existed (decision 099)
 * reads as exact, of its day, and ungraded; one kept before evidence status (decision 121) as reported:
 * what every incident was then. The place is the one the version recorded (decision 166), none in a
 * version kept before places were recorded in versions (`version_place` as VERSION_PLACE_JOIN names it
 * over the live table). Only the
 * versions known here when the data version was named are read (decision 138): rows loaded later with
 * earlier times are not in it.
 */
export function asOfTables(asOf: Pick<AsOf, "time" | "recordedAt">): string {
  const until = `${pg.escapeLiteral(asOf.time)}::timestamptz + interval '1 millisecond'
                 and recorded_at <= ${pg.escapeLiteral(asOf.recordedAt)}::timestamptz`;
  return `with incident_latest as not materialized (
      select distinct on (event_id) event_id, created_at, published_at, snapshot
        from incident_versions where created_at < ${until}
       order by event_id, number desc),
    incident_latest_numbers as not materialized (
      select distinct on (event_id) event_id, number
        from incident_versions where created_at < ${until}
       order by event_id, number desc),
    events as not materialized (
      select event_id as id, snapshot->>'type' as type, snapshot->>'kind' as kind,
             snapshot->>'country' as country, snapshot->>'title' as title,
             snapshot->>'sourceUrl' as source_url, (snapshot->>'date')::date as date,
             (snapshot->>'latitude')::float8 as latitude, (snapshot->>'longitude')::float8 as longitude,
             coalesce(snapshot->>'placePrecision', 'exact') as place_precision,
             coalesce(snapshot->>'timePrecision', 'day') as time_precision,
             coalesce(snapshot->>'evidenceStatus', 'reported') as evidence_status,
             snapshot->>'geolocationMethod' as geolocation_method, null::text as confirmation_method,
             'approved'::text as status, published_at, created_at as changed_at,
             null::timestamptz as reviewed_at, published_at as created_at, created_at as updated_at,
             null::uuid as reviewed_by_id, null::text as rejection_reason, null::text as title_source,
             coalesce(snapshot->>'titleLanguage', 'en') as title_language,
             (snapshot->'place'->>'geonameId')::integer as place_id, snapshot->'place'->>'name' as place_name,
             snapshot->'place'->>'country' as place_country,
             snapshot->'place'->>'regionCode' as place_region_code, snapshot->'place'->>'region' as place_region,
             (snapshot->'place'->>'distanceKm')::real as place_distance_km, snapshot->'place' as version_place,
             snapshot->'sources' as ledger_sources, snapshot->'attributions' as ledger_attributions
        from incident_latest_numbers join incident_versions using (event_id, number)
       where snapshot is not null),
    incident_sources as not materialized (
      select (x->>'id')::bigint as id, v.event_id, x->>'url' as url, x->>'outlet' as outlet,
             x->>'language' as language, (x->>'publishedDate')::date as published_date,
             x->>'archivedUrl' as archived_url, x->>'reliability' as reliability,
             (x->>'credibility')::smallint as credibility
        from incident_latest v cross join jsonb_array_elements(v.snapshot->'sources') x
       where v.snapshot is not null),
    incident_attributions as not materialized (
      select (x->>'id')::bigint as id, v.event_id, x->>'party' as party, x->>'attributedBy' as attributed_by,
             (x->>'date')::date as date, x->>'confidence' as confidence, (x->>'sourceId')::bigint as source_id
        from incident_latest v cross join jsonb_array_elements(v.snapshot->'attributions') x
       where v.snapshot is not null)
  `;
}

/** An incident's sources and attributions as they were, beside its columns (GraphQL's nodes). */
export const AS_OF_LEDGER = `ledger_sources as "asOfSources", ledger_attributions as "asOfAttributions"`;

/**
 * When the site first named this data version (decision 138), or null when it never did: what was
 * published is kept as it was named, never derived again from the history, whose times rows loaded later
 * can back-date. The version before anything was public was always published.
 */
export async function publishedAt(em: EntityManager, asOf: AsOfName): Promise<string | null> {
  if (asOf.time === EARLIEST_VERSION_TIME && asOf.count === 0) return "-infinity";
  const [row] = await em.getConnection().execute<{ recordedAt: string }[]>(
    `select case when recorded_at = '-infinity' then '-infinity'
                   else to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') end as "recordedAt"
         from data_versions where version = ?`,
    [asOf.version],
  );
  return row?.recordedAt ?? null;
}
