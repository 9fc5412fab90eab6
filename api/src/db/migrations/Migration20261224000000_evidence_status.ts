import { Migration } from '@mikro-orm/migrations';

/** The public state a version keeps since decisions 099, 100 and 117: restored by down(). */
const STATE_BEFORE = `select jsonb_build_object(
        'id', e.id::text, 'title', e.title, 'type', e.type, 'kind', e.kind, 'country', e.country,
        'date', to_char(e.date, 'YYYY-MM-DD'), 'latitude', e.latitude, 'longitude', e.longitude,
        'sourceUrl', e.source_url, 'titleLanguage', e.title_language, 'placePrecision', e.place_precision,
        'timePrecision', e.time_precision,
        'sources', coalesce((select jsonb_agg(jsonb_build_object('id', s.id::text, 'url', s.url, 'outlet', s.outlet,
            'language', s.language, 'publishedDate', to_char(s.published_date, 'YYYY-MM-DD'),
            'archivedUrl', s.archived_url, 'reliability', s.reliability, 'credibility', s.credibility) order by s.id)
          from incident_sources s where s.event_id = e.id), '[]'::jsonb),
        'attributions', coalesce((select jsonb_agg(jsonb_build_object('id', a.id::text, 'party', a.party,
            'attributedBy', a.attributed_by, 'date', to_char(a.date, 'YYYY-MM-DD'), 'confidence', a.confidence,
            'sourceId', a.source_id::text) order by a.id)
          from incident_attributions a where a.event_id = e.id), '[]'::jsonb))
      from events e where e.id = incident`;

/** The same with the evidence status and the method of geolocation (null while none is set). */
const STATE_AFTER = STATE_BEFORE.replace(
  `'timePrecision', e.time_precision,`,
  `'timePrecision', e.time_precision, 'evidenceStatus', e.evidence_status, 'geolocationMethod', e.geolocation_method,`,
);

const ACTIONS_BEFORE = `'recorded', 'published', 'corrected', 'withdrawn', 'source_added', 'attribution_added', 'source_graded', 'country_recoded'`;

/**
 * Evidence status with two people (decision 121): every incident so far is `reported`, with no method of
 * geolocation. A confirmation proposed by one moderator waits on the incident until another agrees. Each
 * step is a public version of its own. The downloads' columns do not change (no export revision).
 * Written to run after the title languages and the source captures: a database that ran the same change
 * under its earlier name, Migration20261223000000_evidence_status, before it was taken back keeps its
 * columns (`if not exists`).
 */
export class Migration20261224000000_evidence_status extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "events"
      add column if not exists "evidence_status" text not null default 'reported'
        check ("evidence_status" in ('reported', 'corroborated', 'confirmed')),
      add column if not exists "geolocation_method" text null
        check ("geolocation_method" in ('official_statement', 'imagery_match', 'media_report', 'witness')),
      add column if not exists "confirmation_proposed_by_id" uuid null references "users" ("id") on update cascade on delete set null,
      add column if not exists "confirmation_proposed_at" timestamptz null,
      add column if not exists "confirmation_method" text null
        check ("confirmation_method" in ('official_statement', 'imagery_match', 'media_report', 'witness')),
      add column if not exists "confirmed_by_id" uuid null references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`create index if not exists "events_status_evidence_date_idx" on "events" ("status", "evidence_status", "date" desc, "id" desc);`);
    this.addSql(`alter table "incident_versions" drop constraint "incident_versions_action_check";`);
    this.addSql(`alter table "incident_versions" add constraint "incident_versions_action_check"
      check ("action" in (${ACTIONS_BEFORE}, 'evidence_set', 'confirmation_proposed', 'evidence_confirmed'));`);
    this.addSql(`create or replace function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      ${STATE_AFTER}
    $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      ${STATE_BEFORE}
    $$;`);
    // a verification step stays in the history, as the correction it was
    this.addSql(`update "incident_versions" set "action" = 'corrected'
      where "action" in ('evidence_set', 'confirmation_proposed', 'evidence_confirmed');`);
    this.addSql(`alter table "incident_versions" drop constraint "incident_versions_action_check";`);
    this.addSql(`alter table "incident_versions" add constraint "incident_versions_action_check"
      check ("action" in (${ACTIONS_BEFORE}));`);
    this.addSql(`drop index if exists "events_status_evidence_date_idx";`);
    this.addSql(`alter table "events" drop column "evidence_status", drop column "geolocation_method",
      drop column "confirmation_proposed_by_id", drop column "confirmation_proposed_at",
      drop column "confirmation_method", drop column "confirmed_by_id";`);
  }
}
