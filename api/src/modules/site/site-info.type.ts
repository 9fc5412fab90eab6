import { Field, ObjectType } from "type-graphql";

@ObjectType({
  description: "Public facts about this installation that the web app shows.",
  simpleResolvers: true,
})
export class SiteInfo {
  @Field(() => String, { description: "Where data-rights and general requests go." })
  contactEmail!: string;

  @Field(() => String, {
    description:
      "The site's public address (PUBLIC_URL, no trailing slash): the base of every permalink it gives, in exports, feeds and citations.",
  })
  publicUrl!: string;

  @Field(() => String, {
    nullable: true,
    description: "A hosted map style (style.json URL); null means the built-in offline basemap.",
  })
  mapStyleUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The street-level basemap this app serves itself (a PMTiles archive, read with HTTP range requests); null when none is configured.",
  })
  mapPmtilesUrl!: string | null;
}
