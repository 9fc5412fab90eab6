import { Field, ObjectType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { ReportReason, ReportStatus, ReportTarget } from "./report.entity.js";

@ObjectType({
  description:
    "One of the signed-in member's own reports, as they may see it: what it is about, its state and " +
    "the staff's answer (never the deciding moderator nor their note).",
  simpleResolvers: true,
})
export class MyReport {
  @Field(() => ID) id!: string;
  @Field(() => ReportTarget) targetType!: ReportTarget;
  @Field(() => ID) targetId!: string;
  @Field(() => String, { description: 'What was reported, e.g. `a post in "Title"`.' }) targetLabel!: string;
  @Field(() => String, {
    nullable: true,
    description: "Where it can be read on the site; null once it was deleted.",
  })
  targetPath!: string | null;
  @Field(() => ReportReason) reason!: ReportReason;
  @Field(() => String, { nullable: true }) text!: string | null;
  @Field(() => ReportStatus) status!: ReportStatus;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) handledAt!: Date | null;
  @Field(() => String, { nullable: true, description: "The staff's answer; null while the report is open." })
  answer!: string | null;
}

@ObjectType({ description: "A page of the member's own reports, newest first.", simpleResolvers: true })
export class MyReportPage {
  @Field(() => [MyReport]) nodes!: MyReport[];
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page." })
  endCursor!: string | null;
}
