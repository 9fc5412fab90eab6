import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000000_change_tracking extends Migration {

  override async up(): Promise<void> {
    // When an incident was first made public, and its last public change (approval or correction)
    this.addSql(`alter table "events" add column "published_at" timestamptz null, add column "changed_at" timestamptz null;`);
    this.addSql(`update "events" set "published_at" = coalesce("reviewed_at", "created_at"), "changed_at" = coalesce("reviewed_at", "created_at") where "status" = 'approved';`);
    // a correction after approval is a later public change
    this.addSql(`update "events" e set "changed_at" = r."last" from (select "event_id", max("created_at") as "last" from "event_reviews" where "action" = 'update' group by "event_id") r where r."event_id" = e."id" and e."status" = 'approved' and r."last" > e."changed_at";`);
    this.addSql(`create index events_public_change_idx on events (coalesce(changed_at, published_at, reviewed_at, created_at)) where status = 'approved';`);

    // Incidents that were public and no longer are: the latest rejection or deletion after approval
    this.addSql(`create table "event_withdrawals" ("event_id" bigint not null, "withdrawn_at" timestamptz not null, "reason" text not null, constraint "event_withdrawals_pkey" primary key ("event_id"));`);
    this.addSql(`create index "event_withdrawals_withdrawn_at_idx" on "event_withdrawals" ("withdrawn_at");`);
    this.addSql(`insert into "event_withdrawals" ("event_id", "withdrawn_at", "reason")
      select distinct on ("event_id") "event_id", "created_at",
             case when "action" = 'reject' then 'Rejected by the moderators after publication.' else 'Deleted by the moderators.' end
        from "event_reviews"
       where (("action" = 'reject' and "changes"->'status'->>'from' = 'approved')
           or ("action" = 'delete' and "changes"->'deleted'->>'status' = 'approved'))
         and not exists (select 1 from "events" where "events"."id" = "event_reviews"."event_id" and "events"."status" = 'approved')
       order by "event_id", "created_at" desc, "id" desc;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "event_withdrawals" cascade;`);
    this.addSql(`drop index if exists "events_public_change_idx";`);
    this.addSql(`alter table "events" drop column "published_at", drop column "changed_at";`);
  }

}
