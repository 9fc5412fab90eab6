import type { ApolloClient } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useSyncExternalStore } from "react";
import { forumDataQuery } from "./forum.graphql";
import { readStoredForumData, storeForumData } from "./forumDataStorage";
import { createForumDataStore, type ForumDataState, type ForumDataStore } from "./forumDataStore";
import { fetchRestForumData } from "./restForumData";

const stores = new WeakMap<ApolloClient, ForumDataStore>();

/** One forum-data store per Apollo client: the forum pages and every mutation share it. */
export function forumDataStoreFor(client: ApolloClient): ForumDataStore {
  let store = stores.get(client);
  if (!store) {
    store = createForumDataStore({
      sources: {
        graphql: async () => {
          const { data } = await client.query({ query: forumDataQuery, fetchPolicy: "network-only" });
          if (!data) throw new Error("The forum data came back empty");
          return data.forumData;
        },
        rest: fetchRestForumData,
        stored: () => readStoredForumData(),
      },
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
 * The forum home's data (spec §7, §9): loaded when older than 30 s at mount, on focus and when the
 * connection returns; `retry` is the Try Again and Refresh buttons.
 */
export function useForumData(): ForumDataState & { retry: () => Promise<void> } {
  const store = forumDataStoreFor(useApolloClient());
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    store.refreshIfStale();
    const refresh = () => store.refreshIfStale();
    window.addEventListener("focus", refresh);
    window.addEventListener("online", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      window.removeEventListener("online", refresh);
    };
  }, [store]);
  return { ...state, retry: store.retryNow };
}
