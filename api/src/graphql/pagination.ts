import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "Where a page of a cursor connection ends.", simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: "Pass as `after` to get the next page." })
  endCursor!: string | null;
}
