// The public incidents as both the events and the ledger read them (decision 104): the incident's own
// publication and last public change times, its sources and attributions in a query over `events`, and the
// next version of its public history. Below both modules, it imports neither.
import type { EntityManager } from "@mikro-orm/postgresql";
import { ATTRIBUTORS, EVIDENCE_EXPORT_REVISION } from "@incident-watch/schema";
import type { FieldChange } from "../../core/field-change.js";
import { captureJson } from "./evidence-read.queries.js";

/** What a public change to an incident did (the ledger's VersionAction in GraphQL). */
export const VERSION_ACTIONS = [
  "recorded",
  "published",
  "corrected",
  "withdrawn",
  "source_added",
  "attribution_added",
  "source_graded",
  "country_recoded",
  "evidence_set",
  "confirmation_proposed",
  "evidence_confirmed",
] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/**
 * When an approved incident was first made public. Rows loaded outside the app may lack published_at,
 * so it falls back to the review time, then the creation time (the same as the feed always used).
 */
export const PUBLISHED_AT = "coalesce(published_at, reviewed_at, created_at)";

/** An approved incident's last public change: its latest correction, else its publication. */
export const PUBLIC_UPDATED_AT = "coalesce(changed_at, published_at, reviewed_at, created_at)";

/**
 * The order of strength (decision 070): confidence first, then who attributes it (a prosecutor over a
 * government over a company, a researcher, the press), then the newest, then the latest recorded.
 */
export const strengthOrder = (
  alias: string,
) => `case ${alias}.confidence when 'confirmed' then 0 when 'probable' then 1 else 2 end,
  array_position(array[${ATTRIBUTORS.map((a) => `'${a}'`).join(", ")}]::text[], ${alias}.attributed_by),
  ${alias}.date desc, ${alias}.id desc`;

interface AttributionFilter {
  confidences?: readonly string[] | null;
  attributedBy?: readonly string[] | null;
  parties?: readonly string[] | null;
}

/**
 * The research filters by attribution: an incident matches when one of its attributions meets every list
 * given (confirmed by a prosecutor is one attribution, not two). Adds the condition to `where`; false when a
 * list is empty (it matches nothing).
 */
export function attributionCondition(
  where: { sql: string[]; params: unknown[] },
  filter: AttributionFilter,
): boolean {
  const lists = [
    ["confidence", filter.confidences],
    ["attributed_by", filter.attributedBy],
    ["party", filter.parties],
  ] as const;
  const given = lists.filter(([, values]) => values != null);
  if (given.length === 0) return true;
  if (given.some(([, values]) => values!.length === 0)) return false;
  const terms = given.map(([column, values]) => `a.${column} in (${values!.map(() => "?").join(", ")})`);
  where.sql.push(
    `exists (select 1 from incident_attributions a where a.event_id = events.id and ${terms.join(" and ")})`,
  );
  where.params.push(...given.flatMap(([, values]) => values!));
  return true;
}

/**
 * An incident's sources as a JSON array, in a query over `events` (the JSON list): from export revision 2
 * on (decision 100) with each source's Admiralty grading, null while ungraded; from revision 6 (decision
 * 125) with its capture as the data version at `captures.until` shows it, null while it has none.
 */
export const sourcesJson = (
  revision: number,
  captures?: { until: string; publicUrl: string },
) => `(select coalesce(json_agg(json_build_object('id', s.id::text,
    'url', s.url, 'outlet', s.outlet, 'language', s.language,
    'publishedDate', to_char(s.published_date, 'YYYY-MM-DD'), 'archivedUrl', s.archived_url${
      revision >= 2 ? ", 'reliability', s.reliability, 'credibility', s.credibility" : ""
    }${
      revision >= EVIDENCE_EXPORT_REVISION && captures
        ? `, 'capture', ${captureJson("s.id", captures.until, captures.publicUrl)}`
        : ""
    }) order by s.id), '[]'::json)
  from incident_sources s where s.event_id = events.id)`;

/** An incident's attributions as a JSON array, in a query over `events`. */
export const ATTRIBUTIONS_JSON = `(select coalesce(json_agg(json_build_object('id', a.id::text, 'party', a.party,
    'attributedBy', a.attributed_by, 'date', to_char(a.date, 'YYYY-MM-DD'), 'confidence', a.confidence,
    'sourceId', a.source_id::text) order by a.id), '[]'::json)
  from incident_attributions a where a.event_id = events.id)`;

/**
 * The strongest attribution in flat columns (decision 070), as a lateral join named `strongest` over
 * `events`: who, by whom, how sure and when. The source it rests on is in the JSON list and
 * GET /api/events/{id}: in a flat file it was mostly the incident's own source_url a second time.
 */
export const STRONGEST_JOIN = `left join lateral (
    select a.party as strongest_party, a.attributed_by as strongest_by, a.confidence as strongest_confidence,
           to_char(a.date, 'YYYY-MM-DD') as strongest_date
      from incident_attributions a
     where a.event_id = events.id
     order by ${strengthOrder("a")} limit 1
  ) strongest on true`;

/**
 * The strongest attribution with the address of the source it rests on, as a lateral join named
 * `strongest` over `events`: export revision 0's flat columns (decision 109).
 */
export const STRONGEST_WITH_SOURCE_JOIN = `left join lateral (
    select a.party as strongest_party, a.attributed_by as strongest_by, a.confidence as strongest_confidence,
           to_char(a.date, 'YYYY-MM-DD') as strongest_date, s.url as strongest_source_url
      from incident_attributions a join incident_sources s on s.id = a.source_id
     where a.event_id = events.id
     order by ${strengthOrder("a")} limit 1
  ) strongest on true`;

/** How many sources and attributions an incident has, in a query over `events`. */
export const SOURCE_COUNT = "(select count(*) from incident_sources s where s.event_id = events.id)";
export const ATTRIBUTION_COUNT =
  "(select count(*) from incident_attributions a where a.event_id = events.id)";

/**
 * Appends the next version of an incident in the caller's transaction: what changed, why, and its public
 * state after the change (none for a withdrawal), dated `at`, the change's one time (the incident's
 * updatedAt and the live announcement's changedAt are the same instant). The incident's row is locked by the change itself, so
 * two changes to one incident number their versions one after the other.
 */
export async function appendVersion(
  tx: EntityManager,
  id: string,
  action: VersionAction,
  changes: FieldChange[],
  reason: string | null,
  at: Date,
): Promise<void> {
  // dated as the public change it records, with the incident's publication time, so the data version
  // naming that change reads this version back as the exports wrote it (decision 096)
  const withdrawn = action === "withdrawn";
  await tx.execute(
    `insert into incident_versions (event_id, number, created_at, published_at, action, changes, reason, snapshot)
     select ?, coalesce(max(number), 0) + 1, ?,
            ${withdrawn ? "null" : `(select ${PUBLISHED_AT} from events where id = ?)`},
            ?, ?::jsonb, ?, ${withdrawn ? "null" : "incident_public_state(?)"}
       from incident_versions where event_id = ?`,
    withdrawn
      ? [id, at, action, JSON.stringify(changes), reason, id]
      : [id, at, id, action, JSON.stringify(changes), reason, id, id],
  );
}

/**
 * The incident's place as a version keeps it (decision 166): `{"place": {...}}` while one is chosen, else
 * nothing. The same member as `incident_public_state` writes (Migration20270108040000_place_exports).
 */
const VERSION_PLACE = `case when e.place_id is null then '{}'::jsonb else jsonb_build_object('place',
    jsonb_build_object('geonameId', e.place_id, 'name', e.place_name, 'region', e.place_region,
      'regionCode', e.place_region_code, 'country', e.place_country,
      'distanceKm', round(e.place_distance_km::numeric, 1))) end`;

/**
 * Writes the place now chosen into the version the caller's transaction appended for these incidents
 * (their latest, kept before the places follower chose it), so the version, and every data version that
 * holds it, names the place it was published with (decision 166). Only for the follower of the change that
 * appended that version, in its transaction: a version another transaction kept may be part of a published
 * data version, which keeps its bytes.
 */
export async function stampVersionPlaces(tx: EntityManager, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    `update incident_versions v set snapshot = (v.snapshot - 'place') || ${VERSION_PLACE}
       from events e
      where e.id in (select value::bigint from json_array_elements_text(?::json))
        and v.event_id = e.id and v.snapshot is not null
        and v.number = (select max(w.number) from incident_versions w where w.event_id = e.id)`,
    [JSON.stringify(ids)],
  );
}

/**
 * Each incident's place as its latest public version recorded it, `version_place` (jsonb, null when none),
 * as a lateral join over the live `events`; an as-of query reads it from the version it rebuilds from
 * (asOfTables). Not the incident's live place: the backfill and a new gazetteer change that without a
 * public change, and a data version's download keeps its bytes (decision 166).
 */
export const VERSION_PLACE_JOIN = `left join lateral (
    select v.snapshot->'place' as version_place from incident_versions v
     where v.event_id = events.id order by v.number desc limit 1
  ) version_places on true`;
