import { Migration } from '@mikro-orm/migrations';

/**
 * A thread's title can be edited (issue 46): each earlier title is kept as posts' texts are, with who,
 * when and why, hidden or redacted by moderators; the thread names when and by whom it was last renamed.
 */
export class Migration20261223000000_thread_title_history extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "forum_thread_title_revisions" (
      "id" bigserial primary key,
      "thread_id" bigint not null references "forum_threads" ("id") on update cascade on delete cascade,
      "editor_id" uuid null references "users" ("id") on update cascade on delete set null,
      "title" text not null,
      "reason" text null,
      "hidden_at" timestamptz null,
      "hidden_by_id" uuid null references "users" ("id") on update cascade on delete set null,
      "redacted_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "forum_thread_title_revisions_thread_idx"
      on "forum_thread_title_revisions" ("thread_id", "id" desc);`);
    this.addSql(`alter table "forum_threads"
      add column "title_edited_at" timestamptz null,
      add column "title_edited_by_id" uuid null references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "forum_threads" drop column "title_edited_at", drop column "title_edited_by_id";`);
    this.addSql(`drop table "forum_thread_title_revisions";`);
  }
}
