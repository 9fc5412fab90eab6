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
}
