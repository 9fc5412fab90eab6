/** The SQL category-admin.ts runs, by name; values are always bound parameters (?). */

export const INSERT_CATEGORY = `insert into forum_categories (name, description, position, created_at)
         values (?, ?, (select coalesce(max(position) + 1, 0) from forum_categories), now())
         returning id::text as id`;

export const UPDATE_CATEGORY = "update forum_categories set name = ?, description = ? where id = ?";

export const CATEGORY_IDS = "select id::text as id from forum_categories order by position, id for update";

export const REORDER_CATEGORIES = `update forum_categories c set position = o.position - 1
           from unnest(?::bigint[]) with ordinality as o(id, position) where c.id = o.id`;

export const LOCK_CATEGORY_COUNTS =
  "select thread_count, post_count from forum_categories where id = ? for update";

export const COUNT_CATEGORY_THREADS = "select count(*)::int as n from forum_threads where category_id = ?";

export const MOVE_CATEGORY_THREADS = "update forum_threads set category_id = ? where category_id = ?";

export const ADD_TO_CATEGORY_COUNTS =
  "update forum_categories set thread_count = thread_count + ?, post_count = post_count + ? where id = ?";

export const DELETE_CATEGORY = "delete from forum_categories where id = ?";
