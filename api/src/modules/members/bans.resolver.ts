import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { isStaff } from "../../core/viewer.js";
import { Role } from "../users/role.js";
import { User } from "../users/user.entity.js";
import { Ban } from "./ban.entity.js";
import { BanUserInput } from "./members.inputs.js";

/** Bans and roles: a few lines over BansService and RolesService. */
@Resolver(() => User)
export class BansResolver {
  @FieldResolver(() => Ban, {
    nullable: true,
    description: "The ban in force; shown to the member themself and to staff, null for anyone else.",
  })
  activeBan(@Root() user: User, @Ctx() ctx: Context): Promise<Ban | null> | null {
    if (!ctx.viewer || (ctx.viewer.id !== user.id && !isStaff(ctx.viewer))) return null;
    return ctx.loaders.activeBanByUser.load(user.id);
  }

  @Authorized("moderator")
  @Mutation(() => User, {
    description: "Bans a member: their sessions end, they may read but not write until the ban ends.",
  })
  banUser(@Arg("input", () => BanUserInput) input: BanUserInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.bans.banUser(ctx.viewer, input);
  }

  @Authorized("moderator")
  @Mutation(() => User, { description: "Lifts a member's ban; the reason is shown to them." })
  unbanUser(
    @Arg("userId", () => ID) userId: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.bans.unbanUser(ctx.viewer, userId, reason);
  }

  @Authorized("admin")
  @Mutation(() => User, {
    description: "Admins only: promotes or demotes a member; one admin always remains.",
  })
  setUserRole(
    @Arg("userId", () => ID) userId: string,
    @Arg("role", () => Role) role: Role,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.roles.setRole(ctx.viewer, userId, role);
  }
}
