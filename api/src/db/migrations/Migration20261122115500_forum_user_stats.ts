import { Migration } from '@mikro-orm/migrations';

/**
 * Each member's post and thread counts, kept by the database: statement-level triggers fold every insert,
 * deletion and tombstone (is_deleted) change of a post, and every new or removed thread, into the counters in the same transaction, whichever code
 * path writes, and a set-based insert of many posts costs one update per author, not one per row.
 */
export class Migration20261122115500_forum_user_stats extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "forum_user_stats" ("user_id" uuid not null primary key references "users" ("id") on update cascade on delete cascade, "post_count" int not null default 0, "thread_count" int not null default 0);`);
    this.addSql(`insert into forum_user_stats (user_id, post_count, thread_count)
      select u.id,
             (select count(*) from forum_posts p where p.author_id = u.id and not p.is_deleted),
             (select count(*) from forum_threads t where t.author_id = u.id)
        from users u
       where exists (select 1 from forum_posts p where p.author_id = u.id)
          or exists (select 1 from forum_threads t where t.author_id = u.id);`);

    this.addSql(`create function forum_user_stats_add(kind text, deltas jsonb) returns void language sql as $$
      insert into forum_user_stats (user_id, post_count, thread_count)
      select (d.key)::uuid,
             case when kind = 'post' then (d.value)::int else 0 end,
             case when kind = 'thread' then (d.value)::int else 0 end
        from jsonb_each_text(deltas) d
       where (d.value)::int <> 0
      on conflict (user_id) do update
        set post_count = forum_user_stats.post_count + excluded.post_count,
            thread_count = forum_user_stats.thread_count + excluded.thread_count;
    $$;`);

    this.addSql(`create function forum_posts_count_authors() returns trigger language plpgsql as $$
      declare deltas jsonb;
      begin
        if tg_op = 'INSERT' then
          select jsonb_object_agg(author_id, n) into deltas
            from (select author_id, count(*) as n from new_rows where author_id is not null and not is_deleted group by author_id) c;
        elsif tg_op = 'DELETE' then
          select jsonb_object_agg(author_id, -n) into deltas
            from (select author_id, count(*) as n from old_rows where author_id is not null and not is_deleted group by author_id) c;
        else
          select jsonb_object_agg(author_id, n) into deltas
            from (select author_id, sum(delta) as n
                    from (select author_id, case when is_deleted then 0 else 1 end as delta from new_rows
                          union all
                          select author_id, case when is_deleted then 0 else -1 end from old_rows) changes
                   where author_id is not null
                   group by author_id) c;
        end if;
        if deltas is not null then perform forum_user_stats_add('post', deltas); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger forum_posts_count_inserted after insert on forum_posts referencing new table as new_rows for each statement execute function forum_posts_count_authors();`);
    this.addSql(`create trigger forum_posts_count_deleted after delete on forum_posts referencing old table as old_rows for each statement execute function forum_posts_count_authors();`);
    this.addSql(`create trigger forum_posts_count_updated after update on forum_posts referencing old table as old_rows new table as new_rows for each statement execute function forum_posts_count_authors();`);

    this.addSql(`create function forum_threads_count_authors() returns trigger language plpgsql as $$
      declare deltas jsonb;
      begin
        if tg_op = 'INSERT' then
          select jsonb_object_agg(author_id, n) into deltas
            from (select author_id, count(*) as n from new_rows where author_id is not null group by author_id) c;
        else
          select jsonb_object_agg(author_id, -n) into deltas
            from (select author_id, count(*) as n from old_rows where author_id is not null group by author_id) c;
        end if;
        if deltas is not null then perform forum_user_stats_add('thread', deltas); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger forum_threads_count_inserted after insert on forum_threads referencing new table as new_rows for each statement execute function forum_threads_count_authors();`);
    this.addSql(`create trigger forum_threads_count_deleted after delete on forum_threads referencing old table as old_rows for each statement execute function forum_threads_count_authors();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger forum_posts_count_inserted on forum_posts;`);
    this.addSql(`drop trigger forum_posts_count_deleted on forum_posts;`);
    this.addSql(`drop trigger forum_posts_count_updated on forum_posts;`);
    this.addSql(`drop trigger forum_threads_count_inserted on forum_threads;`);
    this.addSql(`drop trigger forum_threads_count_deleted on forum_threads;`);
    this.addSql(`drop function forum_posts_count_authors();`);
    this.addSql(`drop function forum_threads_count_authors();`);
    this.addSql(`drop function forum_user_stats_add(text, jsonb);`);
    this.addSql(`drop table "forum_user_stats";`);
  }

}
