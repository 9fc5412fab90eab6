import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { ID } from "../../../core/ids.js";
import { type User, UserSchema } from "../../users/user.entity.js";
import { type Category, CategorySchema } from "../categories/category.entity.js";

/**
 * A discussion. postCount is the highest post number handed out (tombstones included), so it also gives
 * the page count; it is raised with a row lock on the thread, which makes post numbers gap-free.
 */
@ObjectType({ description: "A forum thread." })
export class Thread {
  [OptionalProps]?:
    | "isPinned"
    | "isLocked"
    | "isDeleted"
    | "replyCount"
    | "views"
    | "postCount"
    | "createdAt"
    | "version"
    | "titleEditedAt"
    | "titleEditedBy";

  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  category!: Category | null;
  author!: User | null;
  lastPoster!: User | null;

  @Field(() => Boolean)
  isPinned!: boolean;

  @Field(() => Boolean)
  isLocked!: boolean;

  @Field(() => Boolean, {
    description: "Deleted by staff: hidden from lists and counts; only staff can still open it.",
  })
  isDeleted!: boolean;

  @Field(() => Int, { description: "Replies that are not deleted (the opening post is not a reply)." })
  replyCount!: number;

  @Field(() => Int)
  views!: number;

  @Field(() => Int, {
    description: "Posts including the opening post and tombstones (the highest post number).",
  })
  postCount!: number;

  @Field(() => Date, { nullable: true })
  lastReplyDate!: Date | null;

  @Field(() => Date, { description: "The opening post or the latest reply, whichever is newer." })
  lastActivityAt!: Date;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When the title was last changed; its earlier titles are in threadTitleRevisions.",
  })
  titleEditedAt!: Date | null;
  /** Who last changed the title (an edit in the author's grace period keeps no revision to name them). */
  titleEditedBy!: User | null;

  /** Raised by every write to the thread (posts, edits, reactions, moderation): names its pages' content. */
  version!: number;
}

export const ThreadSchema = new EntitySchema<Thread>({
  class: Thread,
  tableName: "forum_threads",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    title: { type: "text" },
    category: { kind: "m:1", entity: () => CategorySchema, nullable: true, deleteRule: "set null" },
    author: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    lastPoster: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    isPinned: { type: "boolean", default: false },
    isLocked: { type: "boolean", default: false },
    isDeleted: { type: "boolean", default: false },
    replyCount: { type: "integer", default: 0 },
    views: { type: "integer", default: 0 },
    postCount: { type: "integer", default: 0 },
    lastReplyDate: { type: "datetime", nullable: true },
    lastActivityAt: { type: "datetime" },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    version: { type: "integer", default: 0 },
    titleEditedAt: { type: "datetime", nullable: true },
    titleEditedBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
  },
  indexes: [
    // A category's thread list: pinned first, then the latest activity
    {
      name: "forum_threads_category_list_idx",
      expression:
        "create index forum_threads_category_list_idx on forum_threads (category_id, is_pinned desc, last_activity_at desc, id desc)",
    },
    // Recent threads on the forum home
    {
      name: "forum_threads_recent_idx",
      expression: "create index forum_threads_recent_idx on forum_threads (last_activity_at desc, id desc)",
    },
    // Profiles (thread counts) and the daily thread quota
    {
      name: "forum_threads_author_idx",
      expression: "create index forum_threads_author_idx on forum_threads (author_id, created_at desc)",
    },
    {
      name: "forum_threads_title_search_idx",
      expression:
        "create index forum_threads_title_search_idx on forum_threads using gin (to_tsvector('english', title))",
    },
  ],
});
