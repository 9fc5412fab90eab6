import type { NotificationEntry } from "./notificationModel";

/** Finds the page of a thread that holds a post; null when it cannot tell. */
export type PageLookup = (postId: string) => Promise<number | null>;

const POST_TYPES = new Set(["reply", "quote", "mention", "reaction"]);

function threadPath(threadId: string) {
  return `/forum/thread/${encodeURIComponent(threadId)}`;
}

/**
 * Where a click on a notification goes, spec §2 "Notification click handling", in the spec's order
 * (report_update goes to the reporter's own reports, not the staff screen: decision 050).
 * The caller marks it read whatever the answer.
 */
export async function notificationTarget(
  notification: Pick<NotificationEntry, "type" | "relatedPost" | "relatedThread" | "recipient"> &
    Partial<Pick<NotificationEntry, "relatedEventId">>,
  lookupPage: PageLookup,
): Promise<string> {
  const { type, relatedPost: post, relatedThread: thread, recipient } = notification;
  if (POST_TYPES.has(type) && post && thread) {
    const page = await lookupPage(post.id).catch(() => null);
    const highlight = `highlight=${encodeURIComponent(post.id)}`;
    return page
      ? `${threadPath(thread.id)}?page=${page}&${highlight}`
      : `${threadPath(thread.id)}?${highlight}`;
  }
  if (thread && !post) return threadPath(thread.id);
  // a followed incident's change: its page
  if (notification.relatedEventId) return `/incident/${encodeURIComponent(notification.relatedEventId)}`;
  // the member's own reports, where the reporter (member or staff) reads the answer: decision 050
  if (type === "report_update") return "/forum/reports";
  if (type === "ban" || type === "unban") return `/forum/user/${encodeURIComponent(recipient.username)}`;
  return thread ? threadPath(thread.id) : "/forum";
}
