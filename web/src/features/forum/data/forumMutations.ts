import type { ApolloClient } from "@apollo/client";
import { forumDataStoreFor } from "./useForumData";

/** The queries a forum change can alter, refetched when a page shows them. */
const FORUM_QUERIES = ["ThreadPage", "CategoryPage", "UserProfile", "SearchForum"];

/**
 * The context of those queries: a read after a mutation sends a request of its own instead of joining an
 * identical one already under way (a live update's, sent before the change), whose answer would undo the
 * change on screen, a deleted post showing its text again.
 */
export const FORUM_QUERY_CONTEXT = { queryDeduplication: false };

/** Spec §4: after a successful mutation, thread queries (the page included) and forum data are refreshed. */
export async function afterForumMutation(client: ApolloClient): Promise<void> {
  forumDataStoreFor(client).invalidate();
  // category and profile pages not on screen show their cached answer while fresh: drop it instead
  for (const fieldName of ["categoryThreads", "userProfile"])
    client.cache.evict({ id: "ROOT_QUERY", fieldName });
  client.cache.gc();
  await client.refetchQueries({ include: FORUM_QUERIES });
}
