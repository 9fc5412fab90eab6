import { postIsPublicSql } from "../posts/post-visibility.js";

/** The SQL post-renderer.ts runs, by name; values are always bound parameters (?). */

/** The quoted posts everyone may see; their authors' names come from the users module. */
export const QUOTED_POSTS = `select p.id::text as id, p.thread_id::text as thread_id, p.author_id
             from forum_posts p join forum_threads t on t.id = p.thread_id
            where p.id in (?) and ${postIsPublicSql("p", "t")}`;
