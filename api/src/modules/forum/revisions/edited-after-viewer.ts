import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { registerEnumType } from "type-graphql";

/** How the viewer took up a post before it was changed. */
export const ViewerEngagement = { reaction: "reaction", quote: "quote" } as const;
export type ViewerEngagement = (typeof ViewerEngagement)[keyof typeof ViewerEngagement];
registerEnumType(ViewerEngagement, {
  name: "ViewerEngagement",
  description: "reaction: the viewer reacted to the post; quote: the viewer quoted it.",
});

/**
 * For each post, whether the viewer reacted to it or quoted it before its latest material edit (one
 * that kept a revision: the author's corrections in the first minutes do not count), when someone else
 * made that edit: their own edit is no news to them.
 */
const ENGAGED_BEFORE_EDIT = `
  with edits as (select distinct on (post_id) post_id, created_at as at, editor_id
                   from forum_post_revisions
                  where post_id in (?) order by post_id, created_at desc, id desc)
  select e.post_id::text as post_id,
         exists (select 1 from forum_reactions r
                  where r.post_id = e.post_id and r.user_id = ? and r.created_at < e.at) as reacted,
         exists (select 1 from forum_posts q
                  where q.author_id = ? and not q.is_deleted and q.created_at < e.at and q.id <> e.post_id
                    and strpos(q.markdown, '[quote=' || e.post_id || ']') > 0) as quoted
    from edits e
   where e.editor_id is distinct from ?`;

export interface EngagementKey {
  postId: string;
  viewerId: string;
}

/** For one viewer: the posts among `postIds` changed after they reacted to or quoted them, and how. */
export async function engagementsBeforeEdit(
  em: EntityManager,
  viewerId: string,
  postIds: readonly string[],
): Promise<Map<string, ViewerEngagement>> {
  const rows = await em.execute<{ post_id: string; reacted: boolean; quoted: boolean }[]>(
    ENGAGED_BEFORE_EDIT,
    [[...postIds], viewerId, viewerId, viewerId],
  );
  const found = new Map<string, ViewerEngagement>();
  for (const row of rows)
    if (row.reacted || row.quoted)
      found.set(row.post_id, row.reacted ? ViewerEngagement.reaction : ViewerEngagement.quote);
  return found;
}

/** One query per page of posts (a request has one viewer). */
export function editedAfterViewerLoader(em: EntityManager) {
  return new DataLoader<EngagementKey, ViewerEngagement | null, string>(
    async (keys) => {
      const found = new Map<string, ViewerEngagement>();
      for (const viewerId of new Set(keys.map((key) => key.viewerId))) {
        const postIds = keys.filter((key) => key.viewerId === viewerId).map((key) => key.postId);
        for (const [postId, engagement] of await engagementsBeforeEdit(em, viewerId, postIds))
          found.set(`${viewerId}:${postId}`, engagement);
      }
      return keys.map((key) => found.get(`${key.viewerId}:${key.postId}`) ?? null);
    },
    { cacheKeyFn: (key) => `${key.viewerId}:${key.postId}` },
  );
}
