// Published incidents in their public fields, as the saved searches' alerts, digests and previews match
// them: read here, beside the incident's other shared reads.
import type { EntityManager } from "@mikro-orm/postgresql";
import type {
  AttackType,
  EvidenceStatus,
  IncidentKind,
  IncidentPlaceFacts,
  PlacePrecision,
  TimePrecision,
} from "@incident-watch/schema";
import { sqlArray } from "../../db/sql-array.js";
import { PUBLISHED_AT } from "./incidents-read.queries.js";

/** Where the title came from: the page itself, the URL (until or unless the page is read), or a moderator. */
export type TitleSource = "page" | "fallback" | "moderator";

/** What anyone may read of a published incident: the public fields of `Event`. */
export interface PublicIncident {
  id: string;
  type: AttackType;
  kind: IncidentKind;
  country: string | null;
  title: string;
  titleSource: TitleSource;
  sourceUrl: string;
  date: string;
  latitude: number;
  longitude: number;
  placePrecision: PlacePrecision;
  timePrecision: TimePrecision;
  /** Absent from changes announced before it was recorded (then reported). */
  evidenceStatus?: EvidenceStatus;
  /** Its nearest place (decision 151), where read after it was chosen: the alerts' mails name it. */
  place?: IncidentPlaceFacts | null;
}

const INCIDENT_COLUMNS = `id::text as id, type, kind, country, title, title_source as "titleSource",
  source_url as "sourceUrl", to_char(date, 'YYYY-MM-DD') as date, latitude, longitude,
  place_precision as "placePrecision", time_precision as "timePrecision", evidence_status as "evidenceStatus",
  case when place_name is null then null else json_build_object('name', place_name, 'region', place_region,
    'country', place_country, 'distanceKm', place_distance_km) end as place`;

/**
 * The incidents published in the last `days` days, oldest publication first (the order their matches
 * were made, and a digest lists them), at most `limit` of them.
 */
export async function publishedWithin(
  em: EntityManager,
  days: number,
  limit: number,
): Promise<Array<PublicIncident & { publishedAt: string }>> {
  return em.execute(
    `select ${INCIDENT_COLUMNS}, ${PUBLISHED_AT} as "publishedAt" from events
      where status = 'approved' and ${PUBLISHED_AT} > now() - make_interval(days => ?)
      order by ${PUBLISHED_AT}, id limit ?`,
    [days, limit],
  );
}

/** Published incidents by id, in their public fields (those withdrawn or never approved are left out). */
export async function publishedIncidents(
  em: EntityManager,
  ids: string[],
): Promise<Map<string, PublicIncident>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<PublicIncident[]>(
    `select ${INCIDENT_COLUMNS} from events where id = any(?::bigint[]) and status = 'approved'`,
    [sqlArray(ids)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
