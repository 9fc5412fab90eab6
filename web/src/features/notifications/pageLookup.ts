import type { ApolloClient } from "@apollo/client";
import { notificationPostPageQuery } from "./notifications.graphql";
import type { PageLookup } from "./notificationTarget";

/**
 * The GraphQL query `postLocation` → its page, asked of the server each time (the client's HTTP link gives
 * up after 15 s, and a 401 ends the stored session). Spec §8: no such post logs a warning, a failed call
 * logs an error, and both answer null so the click falls back to the highlight alone.
 */
export function createPageLookup(client: ApolloClient): PageLookup {
  return async (postId) => {
    try {
      const { data } = await client.query({
        query: notificationPostPageQuery,
        variables: { postId },
        fetchPolicy: "no-cache",
      });
      const page = data?.postLocation?.page;
      if (page) return page;
      console.warn(`Page lookup for post ${postId} found no page`);
    } catch (error) {
      console.error(`Page lookup for post ${postId} failed`, error);
    }
    return null;
  };
}
