import { Migration } from '@mikro-orm/migrations';

/** The public state a version keeps, as decision 070 wrote it: restored by down(). */
const STATE_BEFORE = `select jsonb_build_object(
        'id', e.id::text, 'title', e.title, 'type', e.type, 'kind', e.kind, 'country', e.country,
        'date', to_char(e.date, 'YYYY-MM-DD'), 'latitude', e.latitude, 'longitude', e.longitude,
        'sourceUrl', e.source_url,
        'sources', coalesce((select jsonb_agg(jsonb_build_object('id', s.id::text, 'url', s.url, 'outlet', s.outlet,
            'language', s.language, 'publishedDate', to_char(s.published_date, 'YYYY-MM-DD'),
            'archivedUrl', s.archived_url) order by s.id)
          from incident_sources s where s.event_id = e.id), '[]'::jsonb),
        'attributions', coalesce((select jsonb_agg(jsonb_build_object('id', a.id::text, 'party', a.party,
            'attributedBy', a.attributed_by, 'date', to_char(a.date, 'YYYY-MM-DD'), 'confidence', a.confidence,
            'sourceId', a.source_id::text) order by a.id)
          from incident_attributions a where a.event_id = e.id), '[]'::jsonb))
      from events e where e.id = incident`;

/** The same with the two precisions and each source's grading (null while ungraded). */
const STATE_AFTER = `select jsonb_build_object(
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

const ACTIONS_BEFORE = `'recorded', 'published', 'corrected', 'withdrawn', 'source_added', 'attribution_added'`;

/**
 * Place and time precision per incident (decision 099) and the Admiralty grading per source (decision
 * 100). Every incident stored so far was submitted as a point on a day, so it is exact and of its day;
 * no source is graded yet. Export revision 2 starts now: a data version of an earlier time keeps the
 * columns (and bytes) it was published with.
 */
export class Migration20261210000000_precision_and_grading extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "events"
      add column "place_precision" text check ("place_precision" in ('exact', 'town', 'region', 'country')) not null default 'exact',
      add column "time_precision" text check ("time_precision" in ('day', 'month', 'year')) not null default 'day';`);
    this.addSql(`alter table "incident_sources"
      add column "reliability" char(1) null check ("reliability" in ('A', 'B', 'C', 'D', 'E', 'F')),
      add column "credibility" smallint null check ("credibility" between 1 and 6),
      add constraint "incident_sources_grading_check" check (("reliability" is null) = ("credibility" is null));`);
    this.addSql(`alter table "incident_versions" drop constraint "incident_versions_action_check";`);
    this.addSql(`alter table "incident_versions" add constraint "incident_versions_action_check"
      check ("action" in (${ACTIONS_BEFORE}, 'source_graded'));`);
    this.addSql(`create or replace function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      ${STATE_AFTER}
    $$;`);
    // which columns the downloads of a data version have: those of the latest revision begun at or
    // before its time (milliseconds, as the version names it)
    this.addSql(`create table "export_revisions" (
      "revision" smallint primary key,
      "since" timestamptz not null unique);`);
    this.addSql(`insert into "export_revisions" ("revision", "since")
      values (1, '-infinity'), (2, date_trunc('milliseconds', now()));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "export_revisions";`);
    this.addSql(`create or replace function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      ${STATE_BEFORE}
    $$;`);
    // a grading's version stays in the history, as the correction it was
    this.addSql(`update "incident_versions" set "action" = 'corrected' where "action" = 'source_graded';`);
    this.addSql(`alter table "incident_versions" drop constraint "incident_versions_action_check";`);
    this.addSql(`alter table "incident_versions" add constraint "incident_versions_action_check"
      check ("action" in (${ACTIONS_BEFORE}));`);
    this.addSql(`alter table "incident_sources" drop constraint "incident_sources_grading_check",
      drop column "reliability", drop column "credibility";`);
    this.addSql(`alter table "events" drop column "place_precision", drop column "time_precision";`);
  }

}
