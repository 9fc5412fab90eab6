import { Field, InputType, ObjectType } from "type-graphql";
import { User } from "../users/user.entity.js";

@InputType({ description: "A new account. Its role is always user." })
export class RegisterInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { description: "The captcha widget's response (ALTCHA payload or reCAPTCHA token)." })
  captchaToken!: string;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "The member confirms being at least 16 years old (the minimum age); registration is refused unless true.",
  })
  ageConfirmed?: boolean | null;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The captcha widget's response; needed only after several failed sign-ins with this username, when login answers CAPTCHA_REQUIRED.",
  })
  captchaToken?: string | null;
}

@ObjectType({ description: "A new session: send the token as `Authorization: Bearer` or the token cookie." })
export class AuthPayload {
  @Field(() => String)
  token!: string;

  @Field(() => User)
  user!: User;
}
