/** The SQL thread-reads.ts runs, by name; values are always bound parameters (?). */

/**
 * Raises a member's read marker. A marker already at or past the number is left alone without taking
 * the row's lock (a member reading the same thread in several tabs, or a page reloaded, writes nothing).
 */
export const MARK_THREAD_READ = `insert into thread_reads (user_id, thread_id, last_read_number, updated_at)
     select ?::uuid, ?::bigint, ?::int, now()
      where not exists (select 1 from thread_reads
                         where user_id = ?::uuid and thread_id = ?::bigint and last_read_number >= ?::int)
     on conflict (user_id, thread_id) do update
       set last_read_number = excluded.last_read_number, updated_at = excluded.updated_at
       where thread_reads.last_read_number < excluded.last_read_number`;

export const READ_STATES = `select t.id::text as thread_id, coalesce(r.last_read_number, 0) as last_read, p.id::text as post_id
             from forum_threads t
             left join thread_reads r on r.thread_id = t.id and r.user_id = ?
             left join forum_posts p on p.thread_id = t.id and p.number = coalesce(r.last_read_number, 0) + 1
            where t.id in (?)`;
