import { Migration } from '@mikro-orm/migrations';

/** The public state a version keeps since decision 121: restored by down(). */
const STATE_BEFORE = `select jsonb_build_object(
        'id', e.id::text, 'title', e.title, 'type', e.type, 'kind', e.kind, 'country', e.country,
        'date', to_char(e.date, 'YYYY-MM-DD'), 'latitude', e.latitude, 'longitude', e.longitude,
        'sourceUrl', e.source_url, 'titleLanguage', e.title_language, 'placePrecision', e.place_precision,
        'timePrecision', e.time_precision, 'evidenceStatus', e.evidence_status, 'geolocationMethod', e.geolocation_method,
        'sources', coalesce((select jsonb_agg(jsonb_build_object('id', s.id::text, 'url', s.url, 'outlet', s.outlet,
            'language', s.language, 'publishedDate', to_char(s.published_date, 'YYYY-MM-DD'),
            'archivedUrl', s.archived_url, 'reliability', s.reliability, 'credibility', s.credibility) order by s.id)
          from incident_sources s where s.event_id = e.id), '[]'::jsonb),
        'attributions', coalesce((select jsonb_agg(jsonb_build_object('id', a.id::text, 'party', a.party,
            'attributedBy', a.attributed_by, 'date', to_char(a.date, 'YYYY-MM-DD'), 'confidence', a.confidence,
            'sourceId', a.source_id::text) order by a.id)
          from incident_attributions a where a.event_id = e.id), '[]'::jsonb))
      from events e where e.id = incident`;

/**
 * The incident's place as a version keeps it (decision 166), when one is chosen: the same member as
 * incidents-read's `VERSION_PLACE` writes when the places follower stamps the version it follows.
 */
const PLACE_MEMBER = `case when e.place_id is null then '{}'::jsonb else jsonb_build_object('place',
          jsonb_build_object('geonameId', e.place_id, 'name', e.place_name, 'region', e.place_region,
            'regionCode', e.place_region_code, 'country', e.place_country,
            'distanceKm', round(e.place_distance_km::numeric, 1))) end`;

/** The same with the incident's place, a member of its own after the attributions. */
const STATE_AFTER = STATE_BEFORE.replace(
  `'[]'::jsonb))
      from events e where e.id = incident`,
  `'[]'::jsonb)) || ${PLACE_MEMBER}
      from events e where e.id = incident`,
);

/**
 * Export revision 7 (decision 166): every data version published from now on names each incident's
 * place as its version recorded it (`location`, `admin1`, `admin1_code`, `distance_km`), in every flat
 * format and the JSON list. A version published before keeps the revision of its time, and so its bytes.
 * No version kept before is changed: an incident names its place in the downloads from its next public
 * version on.
 */
export class Migration20270108040000_place_exports extends Migration {
  override async up(): Promise<void> {
    // run in one transaction with earlier revisions' migrations (a new site), now() is their time too: a
    // millisecond after the last, so that each revision has its own beginning
    this.addSql(`insert into "export_revisions" ("revision", "since")
      select 7, greatest(date_trunc('milliseconds', now()), max("since") + interval '1 millisecond')
      from "export_revisions";`);
    this.addSql(`create or replace function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      ${STATE_AFTER}
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      ${STATE_BEFORE}
    $$;`);
    this.addSql(`delete from "export_revisions" where "revision" = 7;`);
  }
}
