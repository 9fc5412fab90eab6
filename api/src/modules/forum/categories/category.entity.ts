import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { ID } from "../../../core/ids.js";

/** A section of the forum. Its counts are kept current in the same transaction as each post or thread. */
@ObjectType({ description: "A forum category." })
export class Category {
  [OptionalProps]?: "threadCount" | "postCount" | "createdAt";

  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int, { description: "Categories are listed by this, ascending." })
  position!: number;

  @Field(() => Int)
  threadCount!: number;

  @Field(() => Int, {
    description: "Posts in the category's threads, opening posts included, deleted ones not.",
  })
  postCount!: number;

  createdAt!: Date;
}

export const CategorySchema = new EntitySchema<Category>({
  class: Category,
  tableName: "forum_categories",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    name: { type: "string", length: 100 },
    description: { type: "text" },
    position: { type: "integer" },
    threadCount: { type: "integer", default: 0 },
    postCount: { type: "integer", default: 0 },
    createdAt: { type: "datetime", onCreate: () => new Date() },
  },
});
