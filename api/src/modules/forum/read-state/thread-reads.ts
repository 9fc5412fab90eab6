import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { MARK_THREAD_READ, READ_STATES } from "./thread-reads.queries.js";

/**
 * Unread markers: per member and thread, the highest post number they have been shown. Opening a page
 * raises it to the page's last post (one upsert); it never goes down.
 */
export async function markThreadRead(
  em: EntityManager,
  userId: string,
  threadId: string,
  number: number,
): Promise<void> {
  await em.execute(MARK_THREAD_READ, [userId, threadId, number, userId, threadId, number]);
}

export interface ReadKey {
  threadId: string;
  viewerId: string;
}

export interface ReadState {
  /** 0 when the member never opened the thread. */
  lastReadNumber: number;
  /** The post after the last one read, when the thread has one. */
  firstUnreadPostId: string | null;
}

/** Each thread's read state for the viewer, with the id of its first unread post: one query per page. */
export function readStateLoader(em: EntityManager) {
  return new DataLoader<ReadKey, ReadState, string>(
    async (keys) => {
      const states = new Map<string, ReadState>();
      // a request has one viewer, so this is one query
      for (const viewerId of new Set(keys.map((key) => key.viewerId))) {
        const threadIds = keys.filter((key) => key.viewerId === viewerId).map((key) => key.threadId);
        const rows = await em.execute<{ thread_id: string; last_read: number; post_id: string | null }[]>(
          READ_STATES,
          [viewerId, threadIds],
        );
        for (const row of rows)
          states.set(`${viewerId}:${row.thread_id}`, {
            lastReadNumber: Number(row.last_read),
            firstUnreadPostId: row.post_id,
          });
      }
      return keys.map(
        (key) =>
          states.get(`${key.viewerId}:${key.threadId}`) ?? { lastReadNumber: 0, firstUnreadPostId: null },
      );
    },
    { cacheKeyFn: (key) => `${key.viewerId}:${key.threadId}` },
  );
}
