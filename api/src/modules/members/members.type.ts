import { Field, Int, ObjectType } from "type-graphql";
import { Connection } from "../../graphql/pagination.js";
import { User } from "../users/user.entity.js";

@ObjectType({ description: "A member as staff see them on the users screen.", simpleResolvers: true })
export class MemberRecord {
  @Field(() => User)
  user!: User;

  @Field(() => String, { description: "Staff only, for finding the account of a complaint." })
  email!: string;
}

@ObjectType({ description: "A page of members, newest first.", simpleResolvers: true })
export class MemberRecordConnection extends Connection(MemberRecord, "MemberRecordEdge") {
  @Field(() => Int)
  totalCount!: number;
}

@ObjectType({
  description: "The admin area's first page: what waits, and the last week.",
  simpleResolvers: true,
})
export class AdminDashboard {
  @Field(() => Int, { description: "Submitted incidents waiting for review." })
  pendingIncidents!: number;

  @Field(() => Int, { description: "Members banned right now." })
  activeBans!: number;

  @Field(() => Int, { description: "Accounts created in the last 7 days." })
  newMembers7d!: number;

  @Field(() => Int, { description: "Posts written in the last 7 days (not deleted)." })
  newPosts7d!: number;
}
