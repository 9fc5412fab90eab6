/**
 * The SQL of incident title translations (decision 117), by name; values are always bound parameters.
 * A translation's `source_hash` is the hash of the title and language it was made from (the events
 * module's `titleHash`): when it no longer matches the incident's, the translation is stale.
 */

/** Every translation of the incidents given (an array of ids), with the hash of the title it was made from. */
export const TRANSLATIONS_OF = `select t.event_id::text as "eventId", t.language, t.title, t.provenance,
       t.translated_at as "translatedAt", t.source_hash as "sourceHash"
  from incident_title_translations t
 where t.event_id = any(?::bigint[])
 order by t.event_id, t.language`;

/**
 * A translation of the title whose hash is given, the incident's row locked meanwhile: a moderator's
 * (translator_id) replaces any earlier one of that language.
 */
export const SET_MODERATOR_TRANSLATION = `insert into incident_title_translations
    (event_id, language, title, provenance, translator_id, source_hash, translated_at)
  values (?, ?, ?, 'moderator', ?, ?, now())
  on conflict (event_id, language) do update set title = excluded.title, provenance = 'moderator',
    translator_id = excluded.translator_id, source_hash = excluded.source_hash, translated_at = now()
  returning event_id`;

/** The languages an incident has a translation of the title with the hash given (fresh ones). */
export const FRESH_LANGUAGES = `select language from incident_title_translations
 where event_id = ? and source_hash = ?`;

/**
 * A machine's translation of the title whose hash is given (checked against the incident's row, locked
 * meanwhile), never over a fresh translation (a moderator's written meanwhile, or another job's).
 */
export const SET_MACHINE_TRANSLATION = `insert into incident_title_translations
    (event_id, language, title, provenance, translator_id, source_hash, translated_at)
  values (?, ?, ?, 'machine', null, ?, now())
  on conflict (event_id, language) do update set title = excluded.title, provenance = 'machine',
    translator_id = null, source_hash = excluded.source_hash, translated_at = now()
    where incident_title_translations.source_hash <> excluded.source_hash
  returning event_id`;
