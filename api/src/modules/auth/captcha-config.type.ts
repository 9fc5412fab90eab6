import { Field, ObjectType, registerEnumType } from "type-graphql";
import type { CaptchaProvider } from "../../infra/captcha/captcha.js";

const CaptchaProviderEnum = { altcha: "altcha", recaptcha: "recaptcha" } as const;
registerEnumType(CaptchaProviderEnum, {
  name: "CaptchaProvider",
  description: "altcha: self-hosted proof of work; recaptcha: Google reCAPTCHA v2.",
});

@ObjectType({ description: "Which captcha widget the forms show, and how to set it up." })
export class CaptchaConfig {
  @Field(() => CaptchaProviderEnum)
  provider!: CaptchaProvider;

  @Field(() => String, { nullable: true, description: "The reCAPTCHA site key." })
  siteKey!: string | null;

  @Field(() => String, { nullable: true, description: "Where the altcha widget fetches its challenge." })
  challengeUrl!: string | null;
}
