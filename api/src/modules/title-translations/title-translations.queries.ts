/**
 * The SQL of incident title translations (decision 117), by name; values are always bound parameters.
 * A translation's `source_hash` is the hash of the title and language it was made from (TITLE_HASH):
 * when it no longer matches the incident's, the translation is stale.
 */

import { titleHash } from "../incidents-read/evidence-read.queries.js";

/** The hash of an incident's title as written now, over `events e`: sha256 of "language\ntitle", hex. */
export const TITLE_HASH = titleHash("e");

/** Every translation of the incidents given (an array of ids), with whether it is stale. */
export const TRANSLATIONS_OF = `select t.event_id::text as "eventId", t.language, t.title, t.provenance,
       t.translated_at as "translatedAt", t.source_hash <> ${TITLE_HASH} as stale
  from incident_title_translations t join events e on e.id = t.event_id
 where t.event_id = any(?::bigint[])
 order by t.event_id, t.language`;

/**
 * A moderator's translation of the title as it is now: it replaces any earlier one of that language.
 * Returns nothing when the incident does not exist.
 */
export const SET_MODERATOR_TRANSLATION = `insert into incident_title_translations
    (event_id, language, title, provenance, translator_id, source_hash, translated_at)
  select e.id, ?, ?, 'moderator', ?, ${TITLE_HASH}, now() from events e where e.id = ?
  on conflict (event_id, language) do update set title = excluded.title, provenance = 'moderator',
    translator_id = excluded.translator_id, source_hash = excluded.source_hash, translated_at = now()
  returning event_id`;

/** What a machine translation job reads: the incident's title and which languages have a fresh one. */
export const MACHINE_WORK = `select e.title, e.title_language as "titleLanguage", e.status, ${TITLE_HASH} as hash,
       coalesce(array_agg(t.language) filter (where t.source_hash = ${TITLE_HASH}), '{}') as fresh
  from events e left join incident_title_translations t on t.event_id = e.id
 where e.id = ? group by e.id`;

/**
 * A machine's translation, stored only while the title is still the one it was made from (hash), and
 * never over a fresh translation (a moderator's written meanwhile, or another job's).
 */
export const SET_MACHINE_TRANSLATION = `insert into incident_title_translations
    (event_id, language, title, provenance, translator_id, source_hash, translated_at)
  select e.id, ?, ?, 'machine', null, ${TITLE_HASH}, now() from events e where e.id = ? and ${TITLE_HASH} = ?
  on conflict (event_id, language) do update set title = excluded.title, provenance = 'machine',
    translator_id = null, source_hash = excluded.source_hash, translated_at = now()
    where incident_title_translations.source_hash <> excluded.source_hash
  returning event_id`;
