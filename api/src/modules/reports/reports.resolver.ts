import { RevisionView } from "../forum/revisions/revision.types.js";
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ID, requireId } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { Report, ReportOutcome, ReportStatus, ReportTarget } from "./report.entity.js";
import {
  ReportBanInput,
  ReportContentInput,
  ReportEntry,
  ReportGroup,
  ReportGroupConnection,
} from "./report-group.type.js";
import { MyReportPage } from "./my-report.type.js";

/** Members report; staff (moderators and admins) read the grouped reports and decide. */
@Resolver()
export class ReportsResolver {
  @Authorized()
  @Mutation(() => Report, {
    description:
      "Reports a post, a thread or a member. One open report per member and target (CONFLICT), 10 a day " +
      "(RATE_LIMITED); never one's own post or thread, nor oneself (FORBIDDEN).",
  })
  reportContent(@Arg("input", () => ReportContentInput) input: ReportContentInput, @Ctx() ctx: Context) {
    return ctx.services.reports.report(ctx.viewer!, input);
  }

  @Authorized()
  @Query(() => MyReportPage, {
    description: "The signed-in member's own reports, newest first: their state and the staff's answer.",
  })
  myReports(
    @Arg("first", () => Int, { nullable: true, description: "1 to 50; 20 when left out." })
    first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.myReports.page(ctx.viewer!, { first, after });
  }

  @Authorized("moderator")
  @Query(() => RevisionView, {
    nullable: true,
    description:
      "Staff: a text a report was made against (a report's reportedRevision id), its diff comparing it " +
      "with the post's text today; asked on its own, as its diff nested in the reports queue is deeper " +
      "than a query may go.",
  })
  reportedRevision(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<RevisionView | null> {
    return ctx.services.revisions.forModerators(requireId("integer", id, "id"));
  }

  @Authorized("moderator")
  @Query(() => ReportGroupConnection, { description: "Reports grouped by target, for staff." })
  reportGroups(
    @Arg("status", () => ReportStatus, { defaultValue: "open" }) status: ReportStatus,
    @Arg("first", () => Int, { nullable: true }) first: number | null,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.reportReview.groups(ctx.viewer!, { status, first, after });
  }

  @Authorized("moderator")
  @Query(() => Int, { description: "Targets with open reports: the reports queue's length." })
  openReportCount(@Ctx() ctx: Context) {
    return ctx.services.reports.openCount();
  }

  @Authorized("moderator")
  @Mutation(() => ReportGroup, { description: "Closes every open report about the target; no action taken." })
  dismissReports(
    @Arg("targetType", () => ReportTarget) targetType: ReportTarget,
    @Arg("targetId", () => ID) targetId: string,
    @Arg("note", () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.reportReview.dismiss(ctx.viewer!, targetType, targetId, note);
  }

  @Authorized("moderator")
  @Mutation(() => ReportGroup, {
    description:
      "Closes every open report about the target, doing `action` in the same transaction: deletePost " +
      "(post reports), lockThread (post and thread reports) or none; `ban` also bans the member reported " +
      "or the author (the ban rules apply).",
  })
  resolveReports(
    @Arg("targetType", () => ReportTarget) targetType: ReportTarget,
    @Arg("targetId", () => ID) targetId: string,
    @Arg("note", () => String, { nullable: true }) note: string | null,
    @Arg("action", () => ReportOutcome, { defaultValue: "none" }) action: ReportOutcome,
    @Arg("ban", () => ReportBanInput, { nullable: true }) ban: ReportBanInput | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.reportReview.resolve(ctx.viewer!, targetType, targetId, note, action, ban);
  }
}

@Resolver(() => ReportGroup)
export class ReportGroupResolver {
  @FieldResolver(() => User, {
    nullable: true,
    description: "The member reported, or the author of the reported post or thread.",
  })
  targetUser(@Root() group: ReportGroup, @Ctx() ctx: Context) {
    return group.targetUserId ? ctx.loaders.userById.load(group.targetUserId) : null;
  }

  @FieldResolver(() => User, { nullable: true, description: "Who resolved or dismissed them." })
  handledBy(@Root() group: ReportGroup, @Ctx() ctx: Context) {
    return group.handledById ? ctx.loaders.userById.load(group.handledById) : null;
  }
}

@Resolver(() => ReportEntry)
export class ReportEntryResolver {
  @FieldResolver(() => User, { nullable: true, description: "Null when the account is gone." })
  reporter(@Root() entry: ReportEntry, @Ctx() ctx: Context) {
    return ctx.loaders.userById.load(entry.reporterId);
  }

  @FieldResolver(() => Boolean, { description: "The reported post was edited after this report." })
  editedAfterReport(@Root() entry: ReportEntry): boolean {
    return entry.revisionId !== null;
  }

  @FieldResolver(() => RevisionView, {
    nullable: true,
    description:
      "The text reported, when the post was edited after the report (its diff compares it with today's text); null while the post still reads as reported.",
  })
  reportedRevision(@Root() entry: ReportEntry, @Ctx() ctx: Context): Promise<RevisionView | null> | null {
    return entry.revisionId ? ctx.services.revisions.forModerators(entry.revisionId) : null;
  }
}

@Resolver(() => User)
export class UserReportsResolver {
  @Authorized("moderator")
  @FieldResolver(() => Int, {
    description: "Staff only: open reports about the member and their posts and threads.",
  })
  reportsAgainst(@Root() user: User, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.openReportsAgainstUser.load(user.id);
  }
}
