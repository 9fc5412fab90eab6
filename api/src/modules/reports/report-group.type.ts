import { Field, InputType, Int, ObjectType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { BanDuration } from "../members/ban.entity.js";
import { PageInfo } from "../../graphql/pagination.js";
import { Post } from "../forum/posts/post.entity.js";
import { Thread } from "../forum/threads/thread.entity.js";
import { ReportOutcome, ReportReason, ReportStatus, ReportTarget } from "./report.entity.js";

@InputType()
export class ReportContentInput {
  @Field(() => ReportTarget) targetType!: ReportTarget;
  @Field(() => ID, { description: "The post's, thread's or member's id." }) targetId!: string;
  @Field(() => ReportReason) reason!: ReportReason;
  @Field(() => String, { nullable: true, description: "At most 1000 characters." }) text?: string | null;
}

@ObjectType({ description: "How many of a group's reports gave this reason." })
export class ReasonCount {
  @Field(() => ReportReason) reason!: ReportReason;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: "One report in a group, as staff see it." })
export class ReportEntry {
  @Field(() => ID) id!: string;
  @Field(() => ReportReason) reason!: ReportReason;
  @Field(() => String, { nullable: true }) text!: string | null;
  @Field(() => Date) createdAt!: Date;
  reporterId!: string;
  /** The revision holding the text reported, once the post was edited after the report. */
  revisionId!: string | null;
}

@ObjectType({
  description:
    "The reports about one target: open ones together; closed ones together with the decision that closed them.",
})
export class ReportGroup {
  @Field(() => ID) id!: string;
  @Field(() => ReportTarget) targetType!: ReportTarget;
  @Field(() => ID) targetId!: string;
  @Field(() => ReportStatus) status!: ReportStatus;
  @Field(() => Int, { description: "How many members reported it." }) reportCount!: number;
  @Field(() => [ReasonCount], { description: "Most given first." }) reasons!: ReasonCount[];
  @Field(() => [ReportEntry], { description: "Newest first." }) reports!: ReportEntry[];
  @Field(() => Date) firstReportedAt!: Date;
  @Field(() => Date) lastReportedAt!: Date;

  @Field(() => Post, { nullable: true, description: "The reported post (a tombstone once deleted)." })
  post!: Post | null;
  @Field(() => Thread, { nullable: true, description: "The reported thread, or the reported post's thread." })
  thread!: Thread | null;
  /** The reported member, or the author of the reported post or thread. */
  targetUserId!: string | null;

  handledById!: string | null;
  @Field(() => Date, { nullable: true }) handledAt!: Date | null;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => ReportOutcome, { nullable: true }) action!: ReportOutcome | null;
}

@ObjectType()
export class ReportGroupConnection {
  @Field(() => [ReportGroup]) nodes!: ReportGroup[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int, { description: "Groups with this status." }) totalCount!: number;
}

@InputType({
  description: "Bans the reported member (or the author) in the same step; the member sees the reason.",
})
export class ReportBanInput {
  @Field(() => BanDuration) duration!: BanDuration;
  @Field(() => String, { description: "Required; at most 1,000 characters." }) reason!: string;
}
