import type { EntityManager } from "@mikro-orm/postgresql";
import { ATTRIBUTORS, type AttackType, partyType, type AttributionParty } from "@incident-watch/schema";
import type { Attribution, IncidentSource, IncidentState, IncidentVersion } from "./ledger.types.js";
import type { VersionAction } from "../incidents-read/incidents-read.queries.js";
import type { FieldChange } from "../../core/field-change.js";

type Sql = EntityManager;

const SOURCE_COLUMNS = `id::text as id, event_id::text as "eventId", url, outlet, language,
  to_char(published_date, 'YYYY-MM-DD') as "publishedDate", archived_url as "archivedUrl", reliability,
  credibility::int as credibility`;

const ATTRIBUTION_COLUMNS = `id::text as id, event_id::text as "eventId", party, attributed_by as "attributedBy",
  to_char(date, 'YYYY-MM-DD') as date, confidence, source_id::text as "sourceId"`;

/** The order of strength (strengthOrder, incidents-read.queries.ts) for attributions already read. */
export function strongestFirst<T extends Pick<Attribution, "confidence" | "attributedBy" | "date" | "id">>(
  list: readonly T[],
): T[] {
  const confidence = { confirmed: 0, probable: 1, suspected: 2 };
  return [...list].sort(
    (a, b) =>
      confidence[a.confidence] - confidence[b.confidence] ||
      ATTRIBUTORS.indexOf(a.attributedBy) - ATTRIBUTORS.indexOf(b.attributedBy) ||
      b.date.localeCompare(a.date) ||
      Number(BigInt(b.id) - BigInt(a.id)),
  );
}

/** The incident's `type`: the state its strongest attribution naming one points at; null when none does. */
export function derivedType(list: readonly Attribution[]): AttackType | null {
  for (const attribution of strongestFirst(list)) {
    const type = partyType(attribution.party);
    if (type) return type;
  }
  return null;
}

// a bigint[] literal: knex would spread a JavaScript array into a list of placeholders
const idArray = (ids: readonly string[]) => `{${ids.filter((id) => /^\d{1,18}$/.test(id)).join(",")}}`;

const grouped = <T extends { eventId: string }>(ids: readonly string[], rows: T[]): T[][] => {
  const byEvent = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) byEvent.get(row.eventId)?.push(row);
  return ids.map((id) => byEvent.get(id) ?? []);
};

/** The sources of each incident, in the order they were added, in one query. */
export async function sourcesOf(
  em: Sql,
  ids: readonly string[],
): Promise<(IncidentSource & { eventId: string })[][]> {
  const rows = await em.execute<(IncidentSource & { eventId: string })[]>(
    `select ${SOURCE_COLUMNS} from incident_sources where event_id = any(?::bigint[]) order by event_id, id`,
    [idArray(ids)],
  );
  return grouped(ids, rows);
}

export type GradedSource = IncidentSource & { eventId: string };

/** One source by its id, with its incident's; null when there is none. */
export async function sourceById(em: Sql, id: string): Promise<GradedSource | null> {
  const [row] = await em.execute<GradedSource[]>(
    `select ${SOURCE_COLUMNS} from incident_sources where id = ?`,
    [id],
  );
  return row ?? null;
}

/** The attributions of each incident, in the order they were added, in one query. */
export async function attributionsOf(
  em: Sql,
  ids: readonly string[],
): Promise<(Attribution & { eventId: string })[][]> {
  const rows = await em.execute<(Attribution & { eventId: string })[]>(
    `select ${ATTRIBUTION_COLUMNS} from incident_attributions where event_id = any(?::bigint[]) order by event_id, id`,
    [idArray(ids)],
  );
  return grouped(ids, rows);
}

interface VersionRow {
  eventId: string;
  number: number;
  createdAt: string;
  action: VersionAction;
  reason: string | null;
  changes: FieldChange[];
  snapshot: IncidentState | null;
}

const VERSION_COLUMNS = `event_id::text as "eventId", number, created_at as "createdAt", action, reason, changes, snapshot`;

/** A state kept before precisions existed (decision 099) was of an exact place and day. */
const withPrecisions = (state: IncidentState | null): IncidentState | null =>
  state && {
    ...state,
    placePrecision: state.placePrecision ?? "exact",
    timePrecision: state.timePrecision ?? "day",
  };

function version(row: VersionRow): IncidentVersion {
  return {
    ...row,
    snapshot: withPrecisions(row.snapshot),
    createdAt: new Date(row.createdAt),
    path: `/incident/${row.eventId}/v/${row.number}`,
  };
}

/** The public history of each incident, oldest version first, in one query. */
export async function versionsOf(em: Sql, ids: readonly string[]): Promise<IncidentVersion[][]> {
  const rows = await em.execute<VersionRow[]>(
    `select ${VERSION_COLUMNS} from incident_versions where event_id = any(?::bigint[]) order by event_id, number`,
    [idArray(ids)],
  );
  return grouped(ids, rows).map((list) => list.map(version));
}

/** One version of an incident, or null. */
export async function versionOf(em: Sql, id: string, number: number): Promise<IncidentVersion | null> {
  const [row] = await em.execute<VersionRow[]>(
    `select ${VERSION_COLUMNS} from incident_versions where event_id = ? and number = ?`,
    [id, number],
  );
  return row ? version(row) : null;
}

export interface NewSource {
  url: string;
  outlet: string | null;
  language: string | null;
  publishedDate: string | null;
  archivedUrl: string | null;
}

export interface NewAttribution {
  party: AttributionParty;
  attributedBy: Attribution["attributedBy"];
  date: string;
  confidence: Attribution["confidence"];
  sourceId: string;
}

type Origin = "proposal" | "moderator";

/** The host name without "www.", as the submitted sources' outlets were named. */
const outletOf = (url: string) => new URL(url).hostname.replace(/^www\./, "") || null;

/** Adds a source in the caller's transaction; the host name stands for the outlet when none is given. */
export async function insertSource(tx: Sql, id: string, source: NewSource, origin: Origin): Promise<string> {
  const [row] = await tx.execute<{ id: string }[]>(
    `insert into incident_sources (event_id, url, outlet, language, published_date, archived_url, origin)
     values (?, ?, ?, ?, ?, ?, ?) returning id::text as id`,
    [
      id,
      source.url,
      source.outlet ?? outletOf(source.url),
      source.language,
      source.publishedDate,
      source.archivedUrl,
      origin,
    ],
  );
  return row!.id;
}

export async function insertAttribution(
  tx: Sql,
  id: string,
  a: NewAttribution,
  origin: Origin,
): Promise<string> {
  const [row] = await tx.execute<{ id: string }[]>(
    `insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin)
     values (?, ?, ?, ?, ?, ?, ?) returning id::text as id`,
    [id, a.party, a.attributedBy, a.date, a.confidence, a.sourceId, origin],
  );
  return row!.id;
}

/** Whether the page is already one of the incident's sources. */
export async function hasSource(em: Sql, id: string, url: string): Promise<boolean> {
  const rows = await em.execute(
    "select 1 from incident_sources where event_id = ? and md5(url) = md5(?) limit 1",
    [id, url],
  );
  return rows.length > 0;
}

/** Whether a source belongs to the incident. */
export async function sourceOfIncident(em: Sql, id: string, sourceId: string): Promise<boolean> {
  const rows = await em.execute("select 1 from incident_sources where id = ? and event_id = ?", [
    sourceId,
    id,
  ]);
  return rows.length > 0;
}

/**
 * A moderator's correction of the legacy columns carried into the ledger: the submitted source's address,
 * and the submitter's attribution's state (a proxy stays a proxy of the other state).
 */
export async function correctSubmissionEntries(
  tx: Sql,
  id: string,
  change: { sourceUrl?: string; type?: AttackType },
): Promise<void> {
  if (change.sourceUrl) {
    await tx.execute(
      `update incident_sources set url = ? where id = (select min(id) from incident_sources where event_id = ? and origin = 'submission')`,
      [change.sourceUrl, id],
    );
  }
  if (change.type) {
    const [state, proxy] =
      change.type === "chinese" ? ["china", "chinese_proxy"] : ["russia", "russian_proxy"];
    await tx.execute(
      `update incident_attributions set party = case when party in ('russian_proxy', 'chinese_proxy') then ? else ? end
        where event_id = ? and origin = 'submission' and party <> 'unknown'`,
      [proxy, state, id],
    );
  }
}
