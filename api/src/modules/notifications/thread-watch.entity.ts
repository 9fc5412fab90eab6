import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { registerEnumType } from "type-graphql";
import { type User, UserSchema } from "../users/user.entity.js";

/** watching: every reply; normal: only what names you (mention, quote); muted: no replies either. */
export const WatchLevel = { watching: "watching", normal: "normal", muted: "muted" } as const;
export type WatchLevel = (typeof WatchLevel)[keyof typeof WatchLevel];
registerEnumType(WatchLevel, {
  name: "WatchLevel",
  description: "How closely a member follows a thread: watching gets every reply, muted none.",
});

/** A member's level for one thread. Posting in a thread adds a watching row unless one exists. */
export class ThreadWatch {
  [OptionalProps]?: "updatedAt";
  threadId!: string;
  user!: User;
  level!: WatchLevel;
  updatedAt!: Date;
}

export const ThreadWatchSchema = new EntitySchema<ThreadWatch>({
  class: ThreadWatch,
  tableName: "thread_watches",
  properties: {
    threadId: { type: new BigIntType("string"), primary: true },
    user: { kind: "m:1", entity: () => UserSchema, primary: true, deleteRule: "cascade" },
    level: { enum: true, items: () => Object.values(WatchLevel) },
    updatedAt: { type: "datetime", onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
