/** Keeps a deleted account's username from new sign-ups until the cooling-off ends (decision 051). */
export const RETIRE_USERNAME = `
  insert into retired_usernames (username_key, free_at) values (?, now() + ?::interval)
  on conflict (username_key) do update set free_at = excluded.free_at`;

export const USERNAME_IS_RETIRED = `
  select 1 from retired_usernames where username_key = ? and free_at > now()`;

/**
 * The member's posts and threads lose their author first, while the account still exists: the counters'
 * triggers (forum_user_stats) update the member's row as authorship changes, which a cascade from the
 * account's own deletion would try to do after the row was gone.
 */
export const DETACH_POSTS = `update forum_posts set author_id = null where author_id = ?`;
export const DETACH_THREADS = `
  update forum_threads
     set author_id = case when author_id = ? then null else author_id end,
         last_poster_id = case when last_poster_id = ? then null else last_poster_id end
   where author_id = ? or last_poster_id = ?`;

/**
 * Removes the account. Posts, threads and the other members' records keep their rows with the author
 * set to null ("a deleted member"); sessions, reactions, reports sent, notifications, bans, watches and
 * preferences go with it (the foreign keys say which).
 */
export const DELETE_ACCOUNT = `delete from users where id = ?`;
