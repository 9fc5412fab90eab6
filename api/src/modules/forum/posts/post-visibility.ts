/**
 * Whether a post is there for everyone: neither it nor its thread was deleted by staff. The one rule a
 * quote (linked and notified, or rendered plain), a search hit and a quote's notification go by; pass
 * the SQL aliases of the post and its thread.
 */
export const postIsPublicSql = (post: string, thread: string) =>
  `not ${post}.is_deleted and not ${thread}.is_deleted`;
