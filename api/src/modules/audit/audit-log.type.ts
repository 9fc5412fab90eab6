import { Field, ObjectType } from "type-graphql";
import { PageInfo } from "../../graphql/pagination.js";
import { StaffAction } from "./staff-action.entity.js";

@ObjectType({ simpleResolvers: true })
export class StaffActionEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => StaffAction)
  node!: StaffAction;
}

@ObjectType({ description: "A page of the audit log, newest first.", simpleResolvers: true })
export class StaffActionConnection {
  @Field(() => [StaffActionEdge])
  edges!: StaffActionEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}
