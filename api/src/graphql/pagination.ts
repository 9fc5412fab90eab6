import { Field, ObjectType, type ClassType } from "type-graphql";

@ObjectType({
  description: "Where a page of a cursor connection starts and ends, as the Relay specification names it.",
  simpleResolvers: true,
})
export class PageInfo {
  @Field(() => Boolean, { description: "Whether more items follow this page (pass `endCursor` as `after`)." })
  hasNextPage!: boolean;

  @Field(() => Boolean, {
    description:
      "Whether items come before this page: paging backward, pass `startCursor` as `before` where the " +
      "connection takes it. A page read forward says so when it starts after a cursor.",
  })
  hasPreviousPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Pass as `before` to get the page before, where taken.",
  })
  startCursor!: string | null;

  @Field(() => String, { nullable: true, description: "Pass as `after` to get the next page." })
  endCursor!: string | null;
}

/**
 * The base of a cursor connection over `node`: its edges (an object type named `edgeName` with the cursor
 * and the node) and its page info. Extend it as an @ObjectType with the connection's name and any further
 * fields; the base itself is never in the schema.
 */
export function Connection<TNode extends object>(node: ClassType<TNode>, edgeName: string) {
  @ObjectType(edgeName, {
    description: "One item of a page and its place in the order.",
    simpleResolvers: true,
  })
  class Edge {
    @Field(() => String, { description: "Where this item is: pass it as `after` or `before`." })
    cursor!: string;

    @Field(() => node, { description: "The item." })
    node!: TNode;
  }

  // inherited fields keep the resolvers of the class that declares them: simple ones, as the edges' are
  @ObjectType({ simpleResolvers: true })
  abstract class ConnectionBase {
    @Field(() => [Edge], { description: "The page's items, in order." })
    edges!: Edge[];

    @Field(() => PageInfo, { description: "Where this page ends, and whether more follow." })
    pageInfo!: PageInfo;
  }
  return ConnectionBase;
}
