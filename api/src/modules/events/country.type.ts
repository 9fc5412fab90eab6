import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "A European state an incident can be in.", simpleResolvers: true })
export class Country {
  @Field(() => String, { description: "ISO 3166-1 alpha-2 (XK for Kosovo)." })
  code!: string;

  @Field(() => String, { description: "English short name." })
  name!: string;
}
