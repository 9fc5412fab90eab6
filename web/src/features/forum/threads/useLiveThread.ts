import { useApolloClient } from "@apollo/client/react";
import { pageOfPost } from "@incident-watch/schema";
import { useEffect, useRef, useState } from "react";
import { isId } from "../../../lib/ids";
import { threadUpdatedSubscription } from "../data/forum.graphql";
import { changesPage, firstNewPostNumber, newRepliesBeyondPage } from "../data/liveForum";
import { useRefreshWithoutSocket } from "../data/useRefreshWithoutSocket";
import { threadUrl } from "../posts/quoteLinks";

interface LiveThreadOptions {
  threadId: string;
  page: number;
  /** The page the query last answered, and the thread's post count then (undefined while loading). */
  loadedPage: number | undefined;
  postCount: number | undefined;
  signedIn: boolean;
  /** Reads the page shown again. */
  reread: () => unknown;
}

export interface LiveThread {
  /** Replies written since the page was opened that are not on it. */
  newReplies: number;
  /** Where the first of them is (its page, highlighted when its id is known). */
  newRepliesUrl: string;
}

/**
 * An open thread kept current: members follow it live (a change on this page reads the page again, new
 * posts beyond it are counted); visitors, and members whose socket is down, read it again every 30 s.
 */
export function useLiveThread({
  threadId,
  page,
  loadedPage,
  postCount,
  signedIn,
  reread,
}: LiveThreadOptions): LiveThread {
  const client = useApolloClient();
  const latestReread = useRef(reread);
  const pageRef = useRef(page);
  useEffect(() => {
    latestReread.current = reread;
    pageRef.current = page;
  });

  // the post count when this page was opened, and the newest heard of live (with the ids heard)
  const key = `${threadId}:${page}`;
  const [opened, setOpened] = useState<{ key: string; count: number } | null>(null);
  if (postCount !== undefined && loadedPage === page && opened?.key !== key)
    setOpened({ key, count: postCount });
  const [heard, setHeard] = useState({ threadId, last: 0, ids: new Map<number, string>() });
  if (heard.threadId !== threadId) setHeard({ threadId, last: 0, ids: new Map() });

  useEffect(() => {
    if (!signedIn || !isId(threadId)) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const subscription = client
      .subscribe({ query: threadUpdatedSubscription, variables: { threadId } })
      .subscribe({
        next: ({ data }) => {
          const update = data?.threadUpdated;
          if (!update) return;
          setHeard((current) => {
            const ids = new Map(current.ids);
            if (update.change === "postAdded" && update.postId && update.postNumber)
              ids.set(update.postNumber, update.postId);
            return { threadId, last: Math.max(current.last, update.lastPostNumber), ids };
          });
          // several changes in a moment are read once
          if (changesPage(update, pageRef.current) && !pending)
            pending = setTimeout(() => {
              pending = undefined;
              latestReread.current();
            }, 150);
        },
        // a refused or broken socket: the page falls back to reading again every 30 s
        error: (error: unknown) => console.warn("Live thread updates stopped", error),
      });
    return () => {
      clearTimeout(pending);
      subscription.unsubscribe();
    };
  }, [client, threadId, signedIn]);

  useRefreshWithoutSocket(signedIn, () => latestReread.current());

  const growth = {
    page,
    openedPostCount: opened?.key === key ? opened.count : (postCount ?? 0),
    latestPostCount: Math.max(postCount ?? 0, heard.threadId === threadId ? heard.last : 0),
  };
  const first = firstNewPostNumber(growth);
  return {
    newReplies: opened?.key === key ? newRepliesBeyondPage(growth) : 0,
    newRepliesUrl: threadUrl(threadId, { page: pageOfPost(first), highlight: heard.ids.get(first) }),
  };
}
