import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { ID } from "../../../core/ids.js";
import { type User, UserSchema } from "../../users/user.entity.js";
import { type Thread, ThreadSchema } from "../threads/thread.entity.js";

/**
 * A post. Its number within the thread never changes: a deleted post stays as a tombstone, so the page
 * holding any post is ceil(number / 20) and a deep page is an index range on (thread, number).
 */
@ObjectType({ description: "A post in a thread; a deleted post is a tombstone with empty html." })
export class Post {
  [OptionalProps]?: "isDeleted" | "createdAt" | "editedAt" | "editedBy" | "language";

  @Field(() => ID)
  id!: string;

  thread!: Thread;
  author!: User | null;

  @Field(() => Int, { description: "1 for the opening post, then 2, 3, … in the order they were written." })
  number!: number;

  /** The source as written; hidden for tombstones (see the resolver). */
  markdown!: string;
  /** Rendered and sanitised when written. */
  html!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The language the post is written in (one of the site's, as its author said); null for posts written before posts had one.",
  })
  language!: string | null;

  @Field(() => Boolean)
  isDeleted!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  editedAt!: Date | null;

  /** Who made the latest edit (also one in the grace period, which keeps no revision). */
  editedBy!: User | null;
}

export const PostSchema = new EntitySchema<Post>({
  class: Post,
  tableName: "forum_posts",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    thread: { kind: "m:1", entity: () => ThreadSchema, deleteRule: "cascade" },
    author: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    number: { type: "integer" },
    markdown: { type: "text" },
    html: { type: "text" },
    language: { type: "string", length: 2, nullable: true },
    isDeleted: { type: "boolean", default: false },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    editedAt: { type: "datetime", nullable: true },
    editedBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
  },
  uniques: [{ name: "forum_posts_thread_number_unique", properties: ["thread", "number"] }],
  indexes: [
    // Profiles (recent posts, post counts), the duplicate check and the first-day quota
    {
      name: "forum_posts_author_idx",
      expression: "create index forum_posts_author_idx on forum_posts (author_id, created_at desc)",
    },
    {
      name: "forum_posts_search_idx",
      expression:
        "create index forum_posts_search_idx on forum_posts using gin (to_tsvector('english', markdown)) where not is_deleted",
    },
  ],
});
