/** The SQL post-engagement.ts runs; values are always bound parameters (?). */

/** Who reacted to a post, and the authors of the later posts standing in its thread that quote it. */
export const POST_ENGAGEMENT = `select
       array(select distinct r.user_id::text from forum_reactions r where r.post_id = p.id) as reactor_ids,
       array(select distinct q.author_id::text from forum_posts q
              where q.thread_id = p.thread_id and q.number > p.number and not q.is_deleted
                and q.author_id is not null and strpos(q.markdown, '[quote=' || p.id || ']') > 0) as quoter_ids
  from forum_posts p where p.id = ?`;
