import { registerEnumType } from "type-graphql";

/**
 * A member's level for a thread or a category, kept in follows (decision 164). A thread: watching gets
 * every reply, normal only what names the member (mention, quote), muted nothing but a mention. A
 * category: watching gets every new thread, muted mutes its threads the member set no level for.
 */
export const WatchLevel = { watching: "watching", normal: "normal", muted: "muted" } as const;
export type WatchLevel = (typeof WatchLevel)[keyof typeof WatchLevel];
registerEnumType(WatchLevel, {
  name: "WatchLevel",
  description:
    "How closely a member follows a thread or a category: watching gets every reply (a category: every new thread), muted only mentions.",
});

/** What a member watches: a thread or a category (incidents are followed, not watched). */
export type WatchedKind = "thread" | "category";
