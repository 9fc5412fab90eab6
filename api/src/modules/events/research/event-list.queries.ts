import pg from "pg";
import type { EntityManager } from "@mikro-orm/postgresql";
import { EVIDENCE_EXPORT_REVISION, PLACE_EXPORT_REVISION } from "@incident-watch/schema";
import { asOfTables, type AsOf } from "../../incidents-read/as-of.queries.js";
import type { Conditions } from "./event-search.js";
import { isoTime } from "./change-tracking.queries.js";
import type { RestEvent } from "../events.presenter.js";
import {
  ATTRIBUTIONS_JSON,
  PUBLIC_UPDATED_AT,
  PUBLISHED_AT,
  sourcesJson,
} from "../../incidents-read/incidents-read.queries.js";
import { translationsJson } from "../../incidents-read/evidence-read.queries.js";
import { titleHash } from "../title-hash.js";
import { PRECISION_REVISION, type ExportRevision } from "../exports/export-revision.js";
import { LEGACY_EXPORT_REVISION } from "../exports/legacy-export.js";
import type { RevisionSixOptions } from "../exports/evidence-columns.js";
import { placeJoin } from "../exports/place-columns.js";

/**
 * The approved incidents matching `where` in the JSON list's shape, newest first, in the fields of the
 * export revision (a version published before a field existed keeps its bytes): precisions from revision
 * 2 (decision 099); the title's language, the evidence status and geolocation method and each source's
 * capture from revision 6 (decision 125), and then the translations asked for; the place as the
 * incident's version recorded it from revision 7 (decision 166), null when it records none.
 */
export function listRows(
  em: EntityManager,
  where: Conditions,
  revision: ExportRevision,
  publicUrl: string,
  additions: RevisionSixOptions,
  asOf?: AsOf,
): Promise<RestEvent[]> {
  const precision =
    revision >= PRECISION_REVISION
      ? `place_precision as "placePrecision", time_precision as "timePrecision",`
      : "";
  const evidence = revision >= EVIDENCE_EXPORT_REVISION;
  const languages = additions.translations ?? [];
  const language = evidence ? `title_language as "titleLanguage",` : "";
  const status = evidence
    ? `evidence_status as "evidenceStatus", geolocation_method as "geolocationMethod",`
    : "";
  const translations =
    evidence && languages.length
      ? `, ${translationsJson(languages, titleHash("events"))} as translations`
      : "";
  const place =
    revision >= PLACE_EXPORT_REVISION
      ? `version_place->>'name' as location, version_place->>'region' as admin1,
         version_place->>'regionCode' as "admin1Code", (version_place->>'distanceKm')::float8 as "distanceKm",`
      : "";
  const captures = evidence ? { until: additions.until, publicUrl } : undefined;
  // a day's incidents by id as a number; revision 0's code ordered by its text column (`9` before `10`)
  const tieOrder = revision === LEGACY_EXPORT_REVISION ? "events.id::text desc" : "events.id desc";
  return em.getConnection().execute<RestEvent[]>(
    `${asOf ? asOfTables(asOf) : ""} select id::text as "_id", id::text as id, type, title, ${language}
            source_url as "sourceUrl", to_char(date, 'YYYY-MM-DD') as date, latitude, longitude, kind, country,
            ${precision} ${status} ${place} ${isoTime(PUBLISHED_AT)} as "publishedAt", ${isoTime(PUBLIC_UPDATED_AT)} as "updatedAt",
            ${pg.escapeLiteral(`${publicUrl}/incident/`)} || id::text as url,
            ${sourcesJson(revision, captures)} as sources, ${ATTRIBUTIONS_JSON} as attributions${translations}
       from events ${placeJoin(revision, Boolean(asOf))}
      where ${where.sql.join(" and ")} order by events.date desc, ${tieOrder}`,
    where.params,
  );
}
