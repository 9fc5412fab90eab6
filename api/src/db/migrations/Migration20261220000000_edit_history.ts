import { Migration } from '@mikro-orm/migrations';

/**
 * Edit history (issue 46): a revision keeps why it was made and whether moderators hid or redacted it;
 * a post names its latest editor (an edit in the grace period makes no revision to name them); a
 * report on a post names the revision it was made against once the post is edited after it.
 */
export class Migration20261220000000_edit_history extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "forum_post_revisions"
      add column "reason" text null,
      add column "hidden_at" timestamptz null,
      add column "hidden_by_id" uuid null references "users" ("id") on update cascade on delete set null,
      add column "redacted_at" timestamptz null;`);
    this.addSql(`alter table "forum_posts"
      add column "edited_by_id" uuid null references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`update "forum_posts" p set "edited_by_id" = r."editor_id"
      from (select distinct on ("post_id") "post_id", "editor_id" from "forum_post_revisions"
            order by "post_id", "id" desc) r
      where r."post_id" = p."id";`);
    // a report made against a post's text then current: null until the post is edited after it
    this.addSql(`alter table "reports" add column "post_revision_id" bigint null
      references "forum_post_revisions" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "reports_post_revision_idx" on "reports" ("post_revision_id")
      where "post_revision_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reports" drop column "post_revision_id";`);
    this.addSql(`alter table "forum_posts" drop column "edited_by_id";`);
    this.addSql(`alter table "forum_post_revisions" drop column "reason", drop column "hidden_at",
      drop column "hidden_by_id", drop column "redacted_at";`);
  }
}
