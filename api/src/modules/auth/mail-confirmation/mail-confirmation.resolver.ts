import { Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { Context } from "../../../graphql/context.js";
import { User } from "../../users/user.entity.js";

/** A member's own mail address: whether it is confirmed, and a new link to confirm it (decision 135). */
@Resolver(() => User)
export class MailConfirmationResolver {
  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      "Whether the member confirmed their mail address (until then the site mails it nothing but the " +
      "confirmation link); only the member themselves sees it.",
  })
  mailConfirmed(@Root() user: User, @Ctx() ctx: Context): boolean | null {
    return ctx.viewer?.id === user.id ? user.confirmedEmail === user.email : null;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Mails the signed-in member a new link to confirm their address; false when it is confirmed already. " +
      "RATE_LIMITED within five minutes of the last one.",
  })
  resendMailConfirmation(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.mailConfirmation.resend(ctx.viewer!);
  }
}
