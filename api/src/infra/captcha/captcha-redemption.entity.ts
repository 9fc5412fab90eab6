import { EntitySchema } from "@mikro-orm/core";

/** A self-hosted captcha challenge already used; kept until it expires so no instance accepts it again. */
export class CaptchaRedemption {
  signature!: string;
  expiresAt!: Date;
}

export const CaptchaRedemptionSchema = new EntitySchema<CaptchaRedemption>({
  class: CaptchaRedemption,
  tableName: "captcha_redemptions",
  properties: {
    signature: { type: "string", length: 128, primary: true },
    expiresAt: { type: "datetime", index: true },
  },
});
