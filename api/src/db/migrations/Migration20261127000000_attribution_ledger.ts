import { Migration } from '@mikro-orm/migrations';

/**
 * The attribution ledger (decision 070): several sources per incident, attributions that rest on one of
 * them, an append-only public history of numbered versions, and members' proposals. Every incident's
 * single source and type become its first source and attribution, here and for every row inserted later
 * (a trigger, so rows loaded outside the app get them too).
 */
export class Migration20261127000000_attribution_ledger extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "incident_sources" (
      "id" bigserial primary key,
      "event_id" bigint not null references "events" ("id") on delete cascade,
      "url" text not null,
      "outlet" text null,
      "language" varchar(16) null,
      "published_date" date null,
      "archived_url" text null,
      "origin" text not null check ("origin" in ('submission', 'proposal', 'moderator')),
      "added_at" timestamptz not null default now());`);
    this.addSql(`create index "incident_sources_event_idx" on "incident_sources" ("event_id", "id");`);
    // a page is one source of an incident once; the hash keeps the entry small however long the URL
    this.addSql(`create unique index "incident_sources_event_url_unique" on "incident_sources" ("event_id", md5("url"));`);

    this.addSql(`create table "incident_attributions" (
      "id" bigserial primary key,
      "event_id" bigint not null references "events" ("id") on delete cascade,
      "party" text not null check ("party" in ('russia', 'china', 'russian_proxy', 'chinese_proxy', 'unknown')),
      "attributed_by" text not null check ("attributed_by" in ('government', 'prosecutor', 'company', 'researcher', 'media')),
      "date" date not null,
      "confidence" text not null check ("confidence" in ('confirmed', 'probable', 'suspected')),
      "source_id" bigint not null references "incident_sources" ("id") on delete restrict,
      "origin" text not null check ("origin" in ('submission', 'proposal', 'moderator')),
      "added_at" timestamptz not null default now());`);
    this.addSql(`create index "incident_attributions_event_idx" on "incident_attributions" ("event_id", "id");`);
    this.addSql(`create index "incident_attributions_source_idx" on "incident_attributions" ("source_id");`);
    // the research filters: incidents with an attribution of this confidence, or by this kind of party
    this.addSql(`create index "incident_attributions_confidence_idx" on "incident_attributions" ("confidence", "event_id");`);
    this.addSql(`create index "incident_attributions_by_idx" on "incident_attributions" ("attributed_by", "event_id");`);

    // No foreign key: a deleted incident's history stays, as its withdrawal does (event_withdrawals)
    this.addSql(`create table "incident_versions" (
      "event_id" bigint not null,
      "number" int not null,
      "created_at" timestamptz not null default now(),
      "action" text not null check ("action" in ('recorded', 'published', 'corrected', 'withdrawn', 'source_added', 'attribution_added')),
      "changes" jsonb not null default '[]',
      "reason" text null,
      "snapshot" jsonb null,
      constraint "incident_versions_pkey" primary key ("event_id", "number"));`);

    this.addSql(`create table "incident_proposals" (
      "id" bigserial primary key,
      "event_id" bigint not null references "events" ("id") on delete cascade,
      "proposer_id" uuid null references "users" ("id") on delete set null,
      "kind" text not null check ("kind" in ('source', 'attribution')),
      "payload" jsonb not null,
      "status" text not null default 'pending' check ("status" in ('pending', 'approved', 'rejected')),
      "created_at" timestamptz not null default now(),
      "reviewed_by_id" uuid null references "users" ("id") on delete set null,
      "reviewed_at" timestamptz null,
      "rejection_reason" text null);`);
    this.addSql(`create index "incident_proposals_pending_idx" on "incident_proposals" ("created_at", "id") where "status" = 'pending';`);
    this.addSql(`create index "incident_proposals_event_idx" on "incident_proposals" ("event_id");`);

    // An incident's public state as one JSON value: what a version keeps, and what its permalink shows
    this.addSql(`create function "incident_public_state"(incident bigint) returns jsonb language sql stable as $$
      select jsonb_build_object(
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
      from events e where e.id = incident
    $$;`);

    // The submitted source and type, as the first ledger entries of every incident however it was stored
    this.addSql(`create function "incident_ledger_seed"() returns trigger language plpgsql as $$
      declare source bigint;
      begin
        insert into incident_sources (event_id, url, outlet, origin, added_at)
          values (new.id, new.source_url, nullif(substring(new.source_url from '^[a-z]+://(?:www\\.)?([^/:?#]+)'), ''),
                  'submission', new.created_at)
          returning id into source;
        insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin, added_at)
          values (new.id, case new.type when 'chinese' then 'china' else 'russia' end, 'media', new.date,
                  'suspected', source, 'submission', new.created_at);
        if new.status = 'approved' then
          insert into incident_versions (event_id, number, created_at, action, reason, snapshot)
            values (new.id, 1, coalesce(new.published_at, new.reviewed_at, new.created_at), 'published', null,
                    incident_public_state(new.id));
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "events_ledger_seed" after insert on "events" for each row execute function incident_ledger_seed();`);

    // Every incident there is: its source, its type as an attribution
    this.addSql(`insert into incident_sources (event_id, url, outlet, origin, added_at)
      select id, source_url, nullif(substring(source_url from '^[a-z]+://(?:www\\.)?([^/:?#]+)'), ''), 'submission', created_at
        from events order by id;`);
    this.addSql(`insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin, added_at)
      select e.id, case e.type when 'chinese' then 'china' else 'russia' end, 'media', e.date, 'suspected', s.id,
             'submission', e.created_at
        from events e join incident_sources s on s.event_id = e.id order by e.id;`);
    // The history of a public incident begins with its state now, dated by its last public change
    this.addSql(`insert into incident_versions (event_id, number, created_at, action, reason, snapshot)
      select id, 1, coalesce(changed_at, published_at, reviewed_at, created_at), 'recorded',
             'The incident as published before its history was kept.', incident_public_state(id)
        from events where status = 'approved';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "events_ledger_seed" on "events";`);
    this.addSql(`drop function if exists "incident_ledger_seed"();`);
    this.addSql(`drop function if exists "incident_public_state"(bigint);`);
    this.addSql(`drop table if exists "incident_proposals", "incident_versions", "incident_attributions", "incident_sources" cascade;`);
  }

}
