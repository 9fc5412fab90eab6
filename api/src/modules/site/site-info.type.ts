import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "Public facts about this installation that the web app shows." })
export class SiteInfo {
  @Field(() => String, { description: "Where data-rights and general requests go." })
  contactEmail!: string;
}
