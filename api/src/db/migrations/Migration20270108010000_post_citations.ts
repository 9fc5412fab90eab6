import { Migration } from '@mikro-orm/migrations';

/**
 * The incidents each post cites (issue 54, decision 161): read from the placeholders the renderer leaves in
 * the post's stored HTML (`data-incident="123"`), kept by the database so that every code path that writes a
 * post (a reply, an edit, a deletion, a restoration, an erasure, a re-render) rewrites them in its own
 * transaction. A deleted post cites nothing. No foreign key to events: an incident's row may go while the
 * post that cites it stays (the readers filter by the incident's current status).
 */
export class Migration20270108010000_post_citations extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "forum_post_citations" (
      "post_id" bigint not null references "forum_posts" ("id") on delete cascade,
      "event_id" bigint not null,
      primary key ("post_id", "event_id"));`);
    this.addSql(`create index "forum_post_citations_event_idx" on "forum_post_citations" ("event_id", "post_id" desc);`);

    this.addSql(`create function forum_posts_cite_incidents() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          delete from forum_post_citations c using new_rows n where c.post_id = n.id;
        end if;
        insert into forum_post_citations (post_id, event_id)
        select distinct n.id, (m.match[1])::bigint
          from new_rows n
               cross join lateral regexp_matches(n.html, 'data-incident="([0-9]{1,18})"', 'g') as m(match)
         where not n.is_deleted
        on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`create trigger forum_posts_cite_inserted after insert on forum_posts referencing new table as new_rows for each statement execute function forum_posts_cite_incidents();`);
    this.addSql(`create trigger forum_posts_cite_updated after update on forum_posts referencing old table as old_rows new table as new_rows for each statement execute function forum_posts_cite_incidents();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists forum_posts_cite_updated on forum_posts;`);
    this.addSql(`drop trigger if exists forum_posts_cite_inserted on forum_posts;`);
    this.addSql(`drop function if exists forum_posts_cite_incidents();`);
    this.addSql(`drop table if exists "forum_post_citations";`);
  }
}
