import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { type User, UserSchema } from "../../users/user.entity.js";
import { type Post, PostSchema } from "./post.entity.js";

/** Edit history: the text a post had before each edit, who changed it and when. */
export class PostRevision {
  [OptionalProps]?: "createdAt";
  id!: string;
  post!: Post;
  editor!: User | null;
  /** The markdown as it was before this edit. */
  markdown!: string;
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
    createdAt: { type: "datetime", onCreate: () => new Date() },
  },
});
