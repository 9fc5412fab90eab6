import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { forumUpdatedSubscription } from "../data/forum.graphql";
import type { ForumDataStore } from "../data/forumDataStore";
import { FORUM_HOME_DEBOUNCE_MS } from "../data/liveForum";
import { useRefreshWithoutSocket } from "../data/useRefreshWithoutSocket";

/** Reads the forum data again, after a load already under way (which may predate the change). */
function reload(store: ForumDataStore) {
  const running = store.getSnapshot().loading ? store.load() : Promise.resolve();
  void running.then(() => store.load());
}

/**
 * The forum home kept current: members hear of new threads, replies, deletions and moves and read the
 * recent threads and totals again (at most once per 2 s); visitors read them again every 30 s.
 */
export function useLiveForumHome(store: ForumDataStore, signedIn: boolean) {
  const client = useApolloClient();
  const lastRun = useRef(0);

  useEffect(() => {
    if (!signedIn) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const subscription = client.subscribe({ query: forumUpdatedSubscription }).subscribe({
      next: () => {
        if (pending) return;
        const wait = Math.max(0, lastRun.current + FORUM_HOME_DEBOUNCE_MS - Date.now());
        pending = setTimeout(() => {
          pending = undefined;
          lastRun.current = Date.now();
          reload(store);
        }, wait);
      },
      error: (error: unknown) => console.warn("Live forum updates stopped", error),
    });
    return () => {
      clearTimeout(pending);
      subscription.unsubscribe();
    };
  }, [client, store, signedIn]);

  useRefreshWithoutSocket(signedIn, () => reload(store));
}
