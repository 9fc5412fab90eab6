import { Field, ObjectType, type ClassType } from "type-graphql";

@ObjectType({ description: "Where a page of a cursor connection ends.", simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: "Pass as `after` to get the next page." })
  endCursor!: string | null;
}

/**
 * The base of a cursor connection over `node`: its edges (an object type named `edgeName` with the cursor
 * and the node) and its page info. Extend it as an @ObjectType with the connection's name and any further
 * fields; the base itself is never in the schema.
 */
export function Connection<TNode extends object>(node: ClassType<TNode>, edgeName: string) {
  @ObjectType(edgeName, { simpleResolvers: true })
  class Edge {
    @Field(() => String)
    cursor!: string;

    @Field(() => node)
    node!: TNode;
  }

  // inherited fields keep the resolvers of the class that declares them: simple ones, as the edges' are
  @ObjectType({ simpleResolvers: true })
  abstract class ConnectionBase {
    @Field(() => [Edge])
    edges!: Edge[];

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ConnectionBase;
}
