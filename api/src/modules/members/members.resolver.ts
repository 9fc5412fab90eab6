import { Arg, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { AdminDashboard, MemberRecordConnection } from "./members.type.js";

/** The users screen and the dashboard (moderators and admins). */
@Resolver()
export class MembersResolver {
  @Authorized("moderator")
  @Query(() => MemberRecordConnection, {
    description: "Members, newest first; `query` searches usernames and email addresses.",
  })
  members(
    @Arg("query", () => String, { nullable: true }) query: string | null,
    @Arg("first", () => Int, { nullable: true, defaultValue: 50, description: "At most 100." }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<MemberRecordConnection> {
    return ctx.services.members.search(ctx.viewer, query, first ?? 50, after);
  }

  @Authorized("moderator")
  @Query(() => AdminDashboard)
  adminDashboard(@Ctx() ctx: Context): Promise<AdminDashboard> {
    return ctx.services.members.dashboard(ctx.viewer);
  }
}
