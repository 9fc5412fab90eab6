import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "The licence the incident data is published under.", simpleResolvers: true })
export class DataLicence {
  @Field(() => String, { description: "Its name: Creative Commons Attribution 4.0 International." })
  name!: string;

  @Field(() => String, { description: "Its SPDX identifier: CC-BY-4.0." })
  id!: string;

  @Field(() => String, { description: "Its text." })
  url!: string;

  @Field(() => String, { description: "Whom to credit when reusing the data." })
  attribution!: string;
}

@ObjectType({
  description:
    "How to cite the data as it is now: its data version, today's date (UTC), and its CSV's address and checksum.",
  simpleResolvers: true,
})
export class Citation {
  @Field(() => String, { description: "APA 7th edition, as a data set." })
  apa!: string;

  @Field(() => String, { description: "BibTeX (@misc, readable by biblatex and natbib)." })
  bibtex!: string;

  @Field(() => String, { description: "The data version cited (as `dataVersion`)." })
  version!: string;

  @Field(() => String, { description: "The access date cited, yyyy-mm-dd (UTC)." })
  accessed!: string;

  @Field(() => String, { description: "The address cited." })
  url!: string;

  @Field(() => String, {
    description: "The address that gives this version's whole CSV again, byte for byte (`asOf`).",
  })
  csvUrl!: string;

  @Field(() => String, {
    description:
      "That CSV's SHA-256 (hex), which `apa` and `bibtex` name too: what a reader checks a copy by.",
  })
  sha256!: string;
}
