import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useSyncExternalStore } from "react";
import { FailedWithCopy, OfflineCopyError } from "../../../app/offlineCopy";
import { FORUM_DATA_POLICY } from "../../../app/queryPolicy";
import type { ForumDataQuery } from "../../../gql/graphql";
import { forumDataQuery } from "./forum.graphql";
import { readStoredForumData, storeForumData } from "./forumDataStorage";
import type { ForumDataSources } from "./forumDataSource";
import { createForumDataStore, type ForumDataState, type ForumDataStore } from "./forumDataStore";
import { fetchRestForumData } from "./restForumData";

/** Spec §7's chain: GraphQL forumData, the REST fallbacks, the kept copy. */
export function forumDataSources(client: ApolloClient): ForumDataSources {
  return {
    graphql: async (forceFresh = false) => {
      const { data } = await client
        .query({ query: forumDataQuery, fetchPolicy: "network-only", context: { forceFresh } })
        .catch((error: unknown) => {
          // the service worker's copy is a failure (banner, retries) that still has data to show
          const copy = error instanceof OfflineCopyError ? (error.copy.data as ForumDataQuery | null) : null;
          throw copy ? new FailedWithCopy(copy.forumData, error as OfflineCopyError) : error;
        });
      if (!data) throw new Error("The forum data came back empty");
      return data.forumData;
    },
    rest: fetchRestForumData,
    stored: () => readStoredForumData(),
  };
}

const stores = new WeakMap<ApolloClient, ForumDataStore>();

/** One forum-data store per Apollo client: the forum pages and every mutation share it. */
export function forumDataStoreFor(client: ApolloClient): ForumDataStore {
  let store = stores.get(client);
  if (!store) {
    store = createForumDataStore({
      sources: forumDataSources(client),
      persist: (data) => storeForumData(data),
    });
    stores.set(client, store);
  }
  return store;
}

/** The forum-data store of the app's Apollo client. */
export function useForumDataStore(): ForumDataStore {
  return forumDataStoreFor(useApolloClient());
}

/**
 * The forum data (spec §7, §9): loaded at mount, on focus and when the connection returns when older
 * than `staleMs` (the hook's 120 s; the forum home asks for its page's 30 s); `retry` is the Try Again
 * and Refresh buttons.
 */
export function useForumData(
  staleMs: number = FORUM_DATA_POLICY.staleMs,
): ForumDataState & { retry: () => Promise<void> } {
  const store = forumDataStoreFor(useApolloClient());
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    store.refreshIfStale(staleMs);
    const refresh = () => store.refreshIfStale(staleMs);
    window.addEventListener("focus", refresh);
    window.addEventListener("online", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      window.removeEventListener("online", refresh);
    };
  }, [store, staleMs]);
  return { ...state, retry: store.retryNow };
}
