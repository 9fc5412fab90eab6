import { Field, InputType, Int, ObjectType } from "type-graphql";
import { ID } from "../../core/ids.js";

@ObjectType({
  description: "A member's API key for the research API (its secret is shown once, on creation).",
})
export class ApiKey {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "What the key may do: `read`, research data only." })
  scope!: string;

  @Field(() => String, { description: "The secret's first characters, to tell keys apart." })
  hint!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: "When the key stops working; null: never." })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "When it was revoked, by its owner or a moderator." })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "Its last request (counted once a second)." })
  lastUsedAt!: Date | null;

  @Field(() => Int, { description: "Its requests this calendar month (UTC)." })
  requestsThisMonth!: number;

  @Field(() => Int, {
    description: "Its downloads (exports, snapshots, STIX, XLSX) this calendar month (UTC).",
  })
  downloadsThisMonth!: number;

  @Field(() => Int, {
    nullable: true,
    description: "Research requests a minute an admin allowed this key; null: the site's limit for keys.",
  })
  requestsPerMinute!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Downloads a minute an admin allowed this key; null: the site's limit for keys.",
  })
  downloadsPerMinute!: number | null;
}

@ObjectType({ description: "A new key, with its secret: shown this once, never stored." })
export class CreatedApiKey {
  @Field(() => ApiKey)
  key!: ApiKey;

  @Field(() => String, { description: "Send it as `Authorization: Bearer <secret>`." })
  secret!: string;
}

@InputType()
export class ApiKeyInput {
  @Field(() => String, { description: "What the key is for, at most 100 characters." })
  name!: string;

  @Field(() => Int, { nullable: true, description: "Days until it expires, 1 to 366; null: never." })
  expiresInDays?: number | null;
}

@InputType({ description: "A key's own quota a minute; null for the site's limit for keys." })
export class ApiKeyQuotaInput {
  @Field(() => Int, { nullable: true, description: "Research requests a minute, 1 to 1,000,000." })
  requestsPerMinute?: number | null;

  @Field(() => Int, { nullable: true, description: "Downloads a minute, 1 to 10,000." })
  downloadsPerMinute?: number | null;
}
