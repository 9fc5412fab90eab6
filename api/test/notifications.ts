import type { TestApp } from "./app.js";

/**
 * What a reaction notification's growing does to its row (notifyReaction): new words, unseen, and a
 * creation time of now, strictly after every notification made before this call.
 */
export async function growReaction(app: TestApp, id: string, content: string): Promise<void> {
  // timestamps are kept to the millisecond: the next one makes the grown row later than the newest
  await new Promise((resolve) => setTimeout(resolve, 2));
  await app.orm.em.fork().execute(
    `update notifications set content = ?, seen = false, seen_at = null,
            group_started_at = coalesce(group_started_at, created_at),
            created_at = date_trunc('milliseconds', now()) where id = ?`,
    [content, id],
  );
}
