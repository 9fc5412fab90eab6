import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { AuthPayload, LoginInput, RegisterInput } from "./auth.inputs.js";
import { CaptchaConfig } from "./captcha-config.type.js";

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: "The signed-in account, or null for a visitor." })
  me(@Ctx() ctx: Context): Promise<User | null> {
    return ctx.services.auth.me(ctx.viewer);
  }

  @Query(() => CaptchaConfig)
  captcha(@Ctx() ctx: Context): CaptchaConfig {
    return ctx.services.captcha.config();
  }

  @Mutation(() => AuthPayload)
  register(
    @Arg("input", () => RegisterInput) input: RegisterInput,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    return ctx.services.auth.register(input, ctx.request);
  }

  @Mutation(() => AuthPayload)
  login(@Arg("input", () => LoginInput) input: LoginInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.auth.login(input, ctx.request);
  }

  @Mutation(() => Boolean, { description: "Ends the current session; false when there was none." })
  logout(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.auth.logout(ctx.request);
  }

  @Mutation(() => Boolean, {
    description: "Always true for a well-formed request, whether or not the address is known.",
  })
  forgotPassword(
    @Arg("email", () => String) email: string,
    @Arg("captchaToken", () => String) captchaToken: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.auth.forgotPassword(email, captchaToken, ctx.request);
  }

  @Mutation(() => String, {
    description: "Sets a new password with a mailed token; returns the success message.",
  })
  resetPassword(
    @Arg("token", () => String) token: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return ctx.services.auth.resetPassword(token, newPassword);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Ends the account's other sessions." })
  changePassword(
    @Arg("currentPassword", () => String) currentPassword: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.auth.changePassword(ctx.viewer!, currentPassword, newPassword);
  }
}
