import type { EntityManager } from "@mikro-orm/postgresql";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../../core/ids.js";
import { liveMessage, publishLive, type LiveMessage } from "../../live-topics.js";
import { pageCount } from "../reading/forum.service.js";
import { BUMP_THREAD_VERSION } from "./forum-live.queries.js";

/** What changed in a thread; the forum home hears of those that move its lists or counts. */
export const ThreadChange = {
  threadCreated: "threadCreated",
  postAdded: "postAdded",
  postEdited: "postEdited",
  postDeleted: "postDeleted",
  postRestored: "postRestored",
  reactionsChanged: "reactionsChanged",
  threadLocked: "threadLocked",
  threadUnlocked: "threadUnlocked",
  threadPinned: "threadPinned",
  threadUnpinned: "threadUnpinned",
  threadMoved: "threadMoved",
  threadDeleted: "threadDeleted",
  threadRestored: "threadRestored",
  threadRenamed: "threadRenamed",
} as const;
export type ThreadChange = (typeof ThreadChange)[keyof typeof ThreadChange];
registerEnumType(ThreadChange, { name: "ThreadChange", description: "What changed in a thread." });

// Edits and reactions change nothing the forum home shows
const SEEN_ON_FORUM_HOME: ReadonlySet<ThreadChange> = new Set(
  Object.values(ThreadChange).filter((change) => change !== "postEdited" && change !== "reactionsChanged"),
);

/**
 * A change to a thread, to the members who have it open. It names the change and the numbers the page
 * needs to decide what to re-read; the content itself is read through the queries, which apply every
 * visibility rule.
 */
@ObjectType({ description: "A change to an open thread: re-read what it names." })
export class ThreadUpdate {
  @Field(() => ID) threadId!: string;
  @Field(() => ThreadChange) change!: ThreadChange;
  @Field(() => ID, { nullable: true, description: "The post added, edited, deleted or restored." })
  postId!: string | null;
  @Field(() => Int, { nullable: true, description: "That post's number in the thread." })
  postNumber!: number | null;
  @Field(() => Int, { description: "The thread's highest post number after the change (its postCount)." })
  lastPostNumber!: number;
  @Field(() => Int) replyCount!: number;
  @Field(() => Int) pageCount!: number;
}

@ObjectType({ description: "The forum's lists or totals changed: the forum home re-reads them." })
export class ForumUpdate {
  @Field(() => ThreadChange) change!: ThreadChange;
  @Field(() => ID) threadId!: string;
  @Field(() => ID, { nullable: true }) categoryId!: string | null;
}

export type ThreadUpdatedMessage = Omit<ThreadUpdate, "pageCount">;
export type ForumUpdatedMessage = ForumUpdate;

export function threadUpdateFromEvent(event: ThreadUpdatedMessage): ThreadUpdate {
  return { ...event, pageCount: pageCount(event.lastPostNumber) };
}

/**
 * Inside the transaction of a change to a thread: the thread moves to its next version, so no cached page
 * of it is served once the change commits; its open pages hear of it (threadUpdated, keyed by the thread)
 * and, when lists or totals move, the forum home too (forumUpdated); both only once it commits.
 */
export async function announceThreadChange(
  tx: EntityManager,
  threadId: string,
  change: ThreadChange,
  post?: { id: string; number: number },
): Promise<void> {
  const [thread] = await tx.execute<
    { post_count: number; reply_count: number; category_id: string | null }[]
  >(BUMP_THREAD_VERSION, [threadId]);
  if (!thread) return;
  const messages: LiveMessage[] = [];
  // nobody has a thread open before it exists
  if (change !== "threadCreated")
    messages.push(
      liveMessage("threadUpdated", threadId, {
        threadId,
        change,
        postId: post?.id ?? null,
        postNumber: post ? Number(post.number) : null,
        lastPostNumber: Number(thread.post_count),
        replyCount: Number(thread.reply_count),
      }),
    );
  if (SEEN_ON_FORUM_HOME.has(change))
    messages.push(
      liveMessage("forumUpdated", undefined, { change, threadId, categoryId: thread.category_id }),
    );
  await publishLive(tx, messages);
}
