import { Migration } from '@mikro-orm/migrations';

/** The public state a version keeps since decisions 099 and 100: restored by down(). */
const STATE_BEFORE = `select jsonb_build_object(
        'id', e.id::text, 'title', e.title, 'type', e.type, 'kind', e.kind, 'country', e.country,
        'date', to_char(e.date, 'YYYY-MM-DD'), 'latitude', e.latitude, 'longitude', e.longitude,
        'sourceUrl', e.source_url, 'placePrecision', e.place_precision, 'timePrecision', e.time_precision,
        'sources', coalesce((select jsonb_agg(jsonb_build_object('id', s.id::text, 'url', s.url, 'outlet', s.outlet,
            'language', s.language, 'publishedDate', to_char(s.published_date, 'YYYY-MM-DD'),
            'archivedUrl', s.archived_url, 'reliability', s.reliability, 'credibility', s.credibility) order by s.id)
          from incident_sources s where s.event_id = e.id), '[]'::jsonb),
        'attributions', coalesce((select jsonb_agg(jsonb_build_object('id', a.id::text, 'party', a.party,
            'attributedBy', a.attributed_by, 'date', to_char(a.date, 'YYYY-MM-DD'), 'confidence', a.confidence,
            'sourceId', a.source_id::text) order by a.id)
          from incident_attributions a where a.event_id = e.id), '[]'::jsonb))
      from events e where e.id = incident`;

/** The same with the language the title was written in (decision 117). */
const STATE_AFTER = `select jsonb_build_object(
        'id', e.id::text, 'title', e.title, 'type', e.type, 'kind', e.kind, 'country', e.country,
        'date', to_char(e.date, 'YYYY-MM-DD'), 'latitude', e.latitude, 'longitude', e.longitude,
        'sourceUrl', e.source_url, 'titleLanguage', e.title_language, 'placePrecision', e.place_precision, 'timePrecision', e.time_precision,
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
 * Incident titles across languages (issue 41, decision 117): each incident's title language (every
 * incident stored so far was written in English), and its translations with their provenance and the
 * hash of the title they were made from (a translation whose hash no longer matches is stale).
 */
export class Migration20261223000000_title_languages extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "events" add column "title_language" varchar(2) not null default 'en';`);
    this.addSql(`create table "incident_title_translations" (
      "event_id" bigint not null references "events" ("id") on delete cascade,
      "language" varchar(2) not null,
      "title" text not null,
      "provenance" text not null check ("provenance" in ('moderator', 'machine')),
      "translator_id" uuid null references "users" ("id") on delete set null,
      "source_hash" char(64) not null,
      "translated_at" timestamptz not null default now(),
      primary key ("event_id", "language"));`);
    this.addSql(`create or replace function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      ${STATE_AFTER}
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      ${STATE_BEFORE}
    $$;`);
    this.addSql(`drop table if exists "incident_title_translations";`);
    this.addSql(`alter table "events" drop column "title_language";`);
  }
}
