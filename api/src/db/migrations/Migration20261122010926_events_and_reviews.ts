import { Migration } from "@mikro-orm/migrations";

export class Migration20261122010926_events_and_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "event_reviews" ("id" bigserial primary key, "event_id" bigint not null, "reviewer_id" uuid null, "action" text check ("action" in ('approve', 'reject', 'update', 'delete')) not null, "changes" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "event_reviews_event_id_idx" on "event_reviews" ("event_id");`);
    this.addSql(`create index "event_reviews_reviewer_id_index" on "event_reviews" ("reviewer_id");`);

    this.addSql(
      `create table "events" ("id" bigserial primary key, "type" text check ("type" in ('russian', 'chinese')) not null, "title" text not null, "title_source" text check ("title_source" in ('page', 'fallback', 'moderator')) not null default 'fallback', "source_url" text not null, "source_url_key" text not null, "date" date not null, "latitude" double precision not null, "longitude" double precision not null, "status" text check ("status" in ('pending', 'approved', 'rejected')) not null default 'pending', "reviewed_by_id" uuid null, "reviewed_at" timestamptz null, "rejection_reason" text null, "submitter_hash" varchar(64) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint events_latitude_check check (latitude >= -90::double precision and latitude <= 90::double precision), constraint events_longitude_check check (longitude >= -180::double precision and longitude <= 180::double precision));`,
    );
    this.addSql(
      `alter table "events" add constraint "events_source_url_key_unique" unique ("source_url_key");`,
    );
    this.addSql(`create index events_status_date_idx on events (status, date desc, id desc);`);
    this.addSql(`create index events_status_type_date_idx on events (status, type, date desc, id desc);`);
    this.addSql(`create index events_location_idx on events using gist (point(longitude, latitude));`);
    this.addSql(`create index events_pending_idx on events (created_at, id) where status = 'pending';`);
    this.addSql(
      `create index events_submitter_hash_idx on events (created_at) where submitter_hash is not null;`,
    );

    this.addSql(
      `alter table "event_reviews" add constraint "event_reviews_reviewer_id_foreign" foreign key ("reviewer_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "events" add constraint "events_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "event_reviews" cascade;`);

    this.addSql(`drop table if exists "events" cascade;`);
  }
}
