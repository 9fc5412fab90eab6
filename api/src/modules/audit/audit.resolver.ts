import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { auditFilterChoices, listStaffActions } from "./audit-log.js";
import { StaffActionConnection } from "./audit-log.type.js";
import { AuditTarget, StaffAction } from "./staff-action.entity.js";

/** The audit log, staff only. There is no mutation: entries are written by the actions themselves. */
@Resolver(() => StaffAction)
export class AuditResolver {
  @Authorized("moderator")
  @Query(() => StaffActionConnection, { description: "Every staff action, newest first." })
  auditLog(
    @Arg("first", () => Int, { nullable: true, defaultValue: 50, description: "At most 100." }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Arg("actorId", () => ID, { nullable: true }) actorId: string | null,
    @Arg("action", () => String, { nullable: true }) action: string | null,
    @Arg("targetType", () => AuditTarget, { nullable: true }) targetType: AuditTarget | null,
    @Arg("targetId", () => String, { nullable: true }) targetId: string | null,
    @Ctx() ctx: Context,
  ): Promise<StaffActionConnection> {
    return listStaffActions(ctx.em, ctx.viewer, first ?? 50, after, {
      actorId,
      action,
      targetType,
      targetId,
    });
  }

  @Authorized("moderator")
  @Query(() => [String], { description: "The actions the audit log holds, for its filter." })
  async auditActions(@Ctx() ctx: Context): Promise<string[]> {
    return (await auditFilterChoices(ctx.em, ctx.viewer)).actions;
  }

  @Authorized("moderator")
  @Query(() => [User], { description: "The staff members the audit log names, for its filter." })
  async auditActors(@Ctx() ctx: Context): Promise<User[]> {
    const { actorIds } = await auditFilterChoices(ctx.em, ctx.viewer);
    const users = await Promise.all(actorIds.map((id) => ctx.loaders.userById.load(id)));
    return users
      .filter((user): user is User => user !== null)
      .sort((a, b) => a.username.localeCompare(b.username));
  }

  @FieldResolver(() => User, { nullable: true, description: "Null when the system did it (a ban ending)." })
  actor(@Root() entry: StaffAction, @Ctx() ctx: Context): Promise<User | null> | null {
    return entry.actor ? ctx.loaders.userById.load(entry.actor.id) : null;
  }

  @FieldResolver(() => Boolean, { description: "Done by the app on its own, such as a ban that ended." })
  bySystem(@Root() entry: StaffAction): boolean {
    return entry.details?.system === true;
  }

  @FieldResolver(() => String, {
    description: "What changed, as JSON ({ field: { from, to } } and the like).",
  })
  details(@Root() entry: StaffAction): string {
    return JSON.stringify(entry.details ?? {});
  }
}
