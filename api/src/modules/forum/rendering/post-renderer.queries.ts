import { postIsPublicSql } from "../posts/post-visibility.js";

/** The SQL post-renderer.ts runs, by name; values are always bound parameters (?). */
export const USERS_BY_NAME_KEY = `select id, username from users where username_key in (?)`;

export const QUOTED_POSTS = `select p.id::text as id, p.thread_id::text as thread_id, u.username, p.author_id
             from forum_posts p join forum_threads t on t.id = p.thread_id
                  left join users u on u.id = p.author_id
            where p.id in (?) and ${postIsPublicSql("p", "t")}`;
