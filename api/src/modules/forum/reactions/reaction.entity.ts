import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { registerEnumType } from "type-graphql";
import { type User, UserSchema } from "../../users/user.entity.js";
import { type Post, PostSchema } from "../posts/post.entity.js";

/** The six reactions, in the order they are shown. */
export const REACTION_KINDS = ["like", "heart", "laugh", "wow", "sad", "thanks"] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const ReactionKind = Object.fromEntries(REACTION_KINDS.map((k) => [k, k])) as {
  [K in ReactionKind]: K;
};
registerEnumType(ReactionKind, { name: "ReactionKind", description: "A reaction to a post." });

/** One member's reaction of one kind to one post (unique per post, member and kind). */
export class Reaction {
  [OptionalProps]?: "createdAt";
  id!: string;
  post!: Post;
  user!: User;
  kind!: ReactionKind;
  createdAt!: Date;
}

export const ReactionSchema = new EntitySchema<Reaction>({
  class: Reaction,
  tableName: "forum_reactions",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    post: { kind: "m:1", entity: () => PostSchema, deleteRule: "cascade" },
    user: { kind: "m:1", entity: () => UserSchema, deleteRule: "cascade", index: "forum_reactions_user_idx" },
    kind: { enum: true, items: () => [...REACTION_KINDS] },
    createdAt: { type: "datetime", onCreate: () => new Date() },
  },
  uniques: [{ name: "forum_reactions_post_user_kind_unique", properties: ["post", "user", "kind"] }],
});
