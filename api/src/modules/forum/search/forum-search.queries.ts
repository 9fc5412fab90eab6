import { postIsPublicSql } from "../posts/post-visibility.js";

/** The SQL forum-search.ts runs, by name; values are always bound parameters (?). */
export const SEARCH_POSTS = `with q as (select websearch_to_tsquery('english', ?) as q),
       hits as (
         select p.id, ts_rank(to_tsvector('english', p.markdown), q.q) as rank
           from forum_posts p, q
          where to_tsvector('english', p.markdown) @@ q.q and not p.is_deleted
            and exists (select 1 from forum_threads t where t.id = p.thread_id and ${postIsPublicSql("p", "t")})
         union all
         select p.id, ts_rank(to_tsvector('english', t.title), q.q) * 2 as rank
           from forum_threads t, q, forum_posts p
          where to_tsvector('english', t.title) @@ q.q and not t.is_deleted
            and p.thread_id = t.id and p.number = 1 and ${postIsPublicSql("p", "t")}
       ),
       ranked as (
         select id, max(rank) as rank, count(*) over () as total from hits group by id
         order by max(rank) desc, id desc limit ? offset ?
       )
       select r.id::text as id, r.total::int as total, left(s.source, 64) as source_start,
              ts_headline('english', s.source, q.q,
                          'StartSel=' || ?::text || ', StopSel=' || ?::text || ', MaxWords=35, MinWords=15, MaxFragments=2')
                as headline
         from ranked r join forum_posts p on p.id = r.id join forum_threads t on t.id = p.thread_id
              cross join lateral (
                select translate(t.title || E'\\n' || regexp_replace(p.markdown, '\\[/{0,1}quote(=\\d+){0,1}\\]', ' ', 'gi'), ?::text, '') as source
              ) s, q
        order by r.rank desc, r.id desc`;
