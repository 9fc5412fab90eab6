import type { ApolloClient } from "@apollo/client";
import { forumDataStoreFor } from "./useForumData";

/** The queries a forum change can alter, refetched when a page shows them. */
const FORUM_QUERIES = ["ThreadPage", "CategoryPage", "UserProfile", "SearchForum"];

/** Spec §4: after a successful mutation, thread queries (the page included) and forum data are refreshed. */
export async function afterForumMutation(client: ApolloClient): Promise<void> {
  forumDataStoreFor(client).invalidate();
  // category and profile pages not on screen show their cached answer while fresh: drop it instead
  for (const fieldName of ["categoryThreads", "userProfile"])
    client.cache.evict({ id: "ROOT_QUERY", fieldName });
  client.cache.gc();
  await client.refetchQueries({ include: FORUM_QUERIES });
}
