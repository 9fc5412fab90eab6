/**
 * A deleted member's posts and threads lose their author while the account still exists: the counters'
 * triggers (forum_user_stats) update the member's row as authorship changes, which a cascade from the
 * account's own deletion would try to do after the row was gone.
 */
export const DETACH_POSTS = `update forum_posts set author_id = null where author_id = ?`;
export const DETACH_THREADS = `
  update forum_threads
     set author_id = case when author_id = ? then null else author_id end,
         last_poster_id = case when last_poster_id = ? then null else last_poster_id end
   where author_id = ? or last_poster_id = ?`;
