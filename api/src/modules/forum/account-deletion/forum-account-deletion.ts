import type { EntityManager } from "@mikro-orm/postgresql";
import { eraseFromRevisions } from "../revisions/revision-erasure.js";
import { DETACH_POSTS, DETACH_THREADS } from "./detach-author.queries.js";

/**
 * The forum's part of deleting an account, inside its transaction and before the account's row goes
 * (decision 051): the history forgets the member's name and address, and their posts and threads stay,
 * shown as by "Deleted member", with no author and no last poster.
 */
export async function forumAccountDeleting(tx: EntityManager, userId: string): Promise<void> {
  await eraseFromRevisions(tx, userId);
  await tx.execute(DETACH_POSTS, [userId]);
  await tx.execute(DETACH_THREADS, [userId, userId, userId, userId]);
}
