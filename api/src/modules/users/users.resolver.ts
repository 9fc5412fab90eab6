import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { isOnline } from "./activity.js";
import { User } from "./user.entity.js";
import { UpdateSettingsInput } from "./users.inputs.js";

@Resolver(() => User)
export class UsersResolver {
  @FieldResolver(() => Boolean, { description: "Active in the last 5 minutes." })
  isOnline(@Root() user: User): boolean {
    return isOnline(user.lastActiveAt);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The member's interface language (their mails use it); only the member themselves sees it.",
  })
  language(@Root() user: User, @Ctx() ctx: Context): string | null {
    return ctx.viewer?.id === user.id ? user.language : null;
  }

  @Authorized()
  @Mutation(() => User, { description: "Changes the signed-in member's settings." })
  updateSettings(
    @Arg("input", () => UpdateSettingsInput) input: UpdateSettingsInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.userSettings.updateSettings(ctx.viewer, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Marks the signed-in member as active now (online for 5 minutes).",
  })
  recordActivity(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.users.recordActivity(ctx.viewer);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Deletes the signed-in member's account, confirmed with its password: every session ends, posts stay " +
      "without an author, the username is kept from sign-ups for 30 days. Staff accounts are FORBIDDEN.",
  })
  deleteAccount(@Arg("password", () => String) password: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.accountDeletion.deleteOwn(ctx.viewer, password);
  }
}
