import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { type User, UserSchema } from "../../users/user.entity.js";
import { type Post, PostSchema } from "./post.entity.js";

/** Edit history: the text a post had before each edit, who changed it and when. */
export class PostRevision {
  [OptionalProps]?: "createdAt" | "reason" | "hiddenAt" | "hiddenBy" | "redactedAt";
  id!: string;
  post!: Post;
  editor!: User | null;
  /** The markdown as it was before this edit ("" once redacted). */
  markdown!: string;
  /** Why the editor changed it, when they said. */
  reason!: string | null;
  /** Hidden by moderators: readers see that a revision was hidden, not its text. */
  hiddenAt!: Date | null;
  hiddenBy!: User | null;
  /** Its text replaced by moderators; the audit log keeps who and why. */
  redactedAt!: Date | null;
  createdAt!: Date;
}

export const PostRevisionSchema = new EntitySchema<PostRevision>({
  class: PostRevision,
  tableName: "forum_post_revisions",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    post: {
      kind: "m:1",
      entity: () => PostSchema,
      deleteRule: "cascade",
      index: "forum_post_revisions_post_idx",
    },
    editor: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    markdown: { type: "text" },
    reason: { type: "text", nullable: true },
    hiddenAt: { type: "datetime", nullable: true },
    hiddenBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    redactedAt: { type: "datetime", nullable: true },
    createdAt: { type: "datetime", onCreate: () => new Date() },
  },
});
