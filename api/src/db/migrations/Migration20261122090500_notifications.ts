import { Migration } from "@mikro-orm/migrations";

export class Migration20261122090500_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notifications" ("id" bigserial primary key, "recipient_id" uuid not null, "type" text check ("type" in ('reply', 'quote', 'mention', 'report_update', 'ban', 'unban', 'system', 'reaction', 'other')) not null, "content" text null, "actor_id" uuid null, "related_post_id" bigint null, "related_thread_id" bigint null, "seen" boolean not null default false, "seen_at" timestamptz null, "created_at" timestamptz not null default date_trunc('milliseconds', now()), "actor_ids" uuid[] not null default '{}', "group_started_at" timestamptz null);`,
    );
    // The bell and the page: newest of one recipient; the badge: unseen of one recipient.
    this.addSql(
      `create index notifications_recipient_newest_idx on notifications (recipient_id, created_at desc, id desc);`,
    );
    this.addSql(
      `create index notifications_recipient_unseen_idx on notifications (recipient_id, created_at desc) where not seen;`,
    );
    this.addSql(
      `create index notifications_related_post_idx on notifications (related_post_id) where related_post_id is not null;`,
    );
    this.addSql(
      `create index notifications_actor_id_idx on notifications (actor_id) where actor_id is not null;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );
    // A notification goes with the post or thread it is about.
    this.addSql(
      `alter table "notifications" add constraint "notifications_related_post_id_foreign" foreign key ("related_post_id") references "forum_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_related_thread_id_foreign" foreign key ("related_thread_id") references "forum_threads" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index notifications_related_thread_idx on notifications (related_thread_id) where related_thread_id is not null;`,
    );

    this.addSql(
      `create table "thread_watches" ("thread_id" bigint not null, "user_id" uuid not null, "level" text check ("level" in ('watching', 'normal', 'muted')) not null, "updated_at" timestamptz not null default now(), constraint "thread_watches_pkey" primary key ("thread_id", "user_id"));`,
    );
    this.addSql(`create index thread_watches_user_id_idx on thread_watches (user_id);`);
    this.addSql(
      `alter table "thread_watches" add constraint "thread_watches_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "thread_watches" add constraint "thread_watches_thread_id_foreign" foreign key ("thread_id") references "forum_threads" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "notification_preferences" ("user_id" uuid not null, "reply" boolean not null default true, "quote" boolean not null default true, "mention" boolean not null default true, "reaction" boolean not null default true, "email_missed" boolean not null default true, constraint "notification_preferences_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "notification_preferences" add constraint "notification_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    // At most one missed-notification mail per recipient and thread per hour.
    this.addSql(
      `create table "notification_mails" ("recipient_id" uuid not null, "thread_id" bigint not null, "sent_at" timestamptz not null, constraint "notification_mails_pkey" primary key ("recipient_id", "thread_id"));`,
    );
    this.addSql(
      `alter table "notification_mails" add constraint "notification_mails_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notification_mails" add constraint "notification_mails_thread_id_foreign" foreign key ("thread_id") references "forum_threads" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_mails" cascade;`);
    this.addSql(`drop table if exists "notification_preferences" cascade;`);
    this.addSql(`drop table if exists "thread_watches" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
  }
}
