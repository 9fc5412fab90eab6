// What export revision 6 (decision 125) reads beside an incident's columns: its sources' captures
// (decision 120) and its title's translations (decision 117), in queries over `events`, live or as of a
// data version. Below the events, the evidence and the title translations, it imports none of them.
import pg from "pg";

/** A time as an SQL literal. */
const at = (time: string) => `${pg.escapeLiteral(time)}::timestamptz`;

/**
 * A source's latest capture as the data version at `until` shows it (`c`, from `from`): only a
 * page kept by then (`captured_at`), its time-stamp and Wayback copy only if recorded by then too, so a
 * version's files keep their bytes when a capture finishes later. The columns are named `capture_*`.
 */
function latestCapture(until: string, from: string, condition: string): string {
  return `select c.id as capture_id, c.sha256 as capture_sha256, c.captured_at as capture_time,
           c.timestamp_token is not null and c.timestamped_at <= ${at(until)} as capture_stamped,
           case when c.wayback_saved_at <= ${at(until)} then c.wayback_url end as capture_wayback
      from ${from}
     where ${condition} and c.status = 'captured' and c.captured_at <= ${at(until)}
     order by c.id desc limit 1`;
}

/**
 * The capture of the incident's own `source_url` (the source its submission added), as a lateral join
 * named `capture` over `events`: the flat downloads' columns.
 */
export const sourceUrlCaptureJoin = (until: string) => `left join lateral (
    ${latestCapture(
      until,
      "incident_sources s join source_captures c on c.source_id = s.id",
      "s.event_id = events.id and s.url = events.source_url",
    )}
  ) capture on true`;

/** The address of a capture's archived page on this site, from its id (SQL). */
export const archivePageUrl = (publicUrl: string, captureId: string) =>
  `${pg.escapeLiteral(`${publicUrl}/api/captures/`)} || ${captureId}::text || '/page'`;

/**
 * Each source's capture as JSON, for the list's sources over `incident_sources s` (`sourceId` names the
 * source's id there): its SHA-256, time, addresses on this site, whether it is time-stamped, the Wayback
 * copy; JSON null while the source has none.
 */
export function captureJson(sourceId: string, until: string, publicUrl: string): string {
  const base = pg.escapeLiteral(`${publicUrl}/api/captures/`);
  return `(select json_build_object('sha256', k.capture_sha256,
      'capturedAt', to_char(k.capture_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'archiveUrl', ${base} || k.capture_id::text || '/page',
      'warcUrl', ${base} || k.capture_id::text || '/capture.warc',
      'timestamped', k.capture_stamped,
      'timestampUrl', case when k.capture_stamped then ${base} || k.capture_id::text || '/timestamp.tsr' end,
      'waybackUrl', k.capture_wayback)
    from (${latestCapture(until, "source_captures c", `c.source_id = ${sourceId}`)}) k)`;
}

/**
 * An incident's translation into `language`, as a lateral join named `alias` over `events`: its title,
 * provenance and whether it is stale against `titleHash`, the hash of the title of the row read (the
 * events module's formula; a past version's title with `asOf`: the translation itself is today's).
 */
export const translationJoin = (language: string, alias: string, titleHash: string) => `left join lateral (
    select t.title as ${alias}_title, t.provenance as ${alias}_provenance,
           t.source_hash <> ${titleHash} as ${alias}_stale
      from incident_title_translations t where t.event_id = events.id and t.language = ${pg.escapeLiteral(language)}
  ) ${alias} on true`;

/**
 * An incident's translations into the languages asked for, as a JSON array in a query over `events`, each
 * stale when made from another title than `titleHash` (the events module's formula over the row read).
 */
export const translationsJson = (
  languages: readonly string[],
  titleHash: string,
) => `(select coalesce(json_agg(json_build_object(
      'language', t.language, 'title', t.title, 'provenance', t.provenance,
      'stale', t.source_hash <> ${titleHash}) order by t.language), '[]'::json)
    from incident_title_translations t
   where t.event_id = events.id and t.language in (${languages.map((l) => pg.escapeLiteral(l)).join(", ")}))`;
