import { Field, Int, ObjectType } from "type-graphql";

@ObjectType({ description: "One whole file of a data version: where to get it again and its SHA-256." })
export class VersionFile {
  @Field(() => String, {
    description: "csv, geojson, json (the REST list), xlsx or stix (the whole bundle).",
  })
  format!: string;

  @Field(() => String, { description: "The address that gives this file again, byte for byte (`asOf`)." })
  url!: string;

  @Field(() => Int, {
    nullable: true,
    description: "Its size in bytes (uncompressed); null while it is being computed.",
  })
  bytes!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Its SHA-256, hex; null while it is being computed (see `checksumsPending`).",
  })
  sha256!: string | null;
}

@ObjectType({
  description: "How to cite a data version: each form names the version, its address and checksum.",
})
export class VersionCitation {
  @Field(() => String, { description: "APA 7th edition, as a data set." })
  apa!: string;

  @Field(() => String, { description: "BibTeX (@misc)." })
  bibtex!: string;

  @Field(() => String, { description: "CSL-JSON (one item), as JSON text: REST's `csl`." })
  csl!: string;

  @Field(() => String, {
    description: "CSL-JSON (one item), as JSON text.",
    deprecationReason: "Use `csl`, the name REST gives it.",
  })
  cslJson!: string;

  @Field(() => String, { description: "A CITATION.cff (Citation File Format 1.2.0)." })
  cff!: string;
}

@ObjectType({ description: "A data version the site published, rebuilt from the incidents' history." })
export class DataVersionRecord {
  @Field(() => String, { description: "The data version." })
  dataVersion!: string;

  @Field(() => Date, { description: "Its latest public change." })
  changedAt!: Date;

  @Field(() => Int, { description: "The incidents public in it." })
  count!: number;

  @Field(() => Int, {
    description:
      "Which columns its files have: the export revision of its time (2 added place_precision and " +
      "time_precision, and the sources' grading in the JSON list; 0 is the files of the code before " +
      "2026-11-25, on a site upgraded from it). A version keeps its revision forever.",
  })
  exportRevision!: number;

  @Field(() => String, { description: "Its record, `/api/versions/{dataVersion}`." })
  url!: string;

  @Field(() => [VersionFile], { description: "Its whole files, every format." })
  files!: VersionFile[];

  @Field(() => [String], {
    description:
      "The formats whose size and checksum are still being computed, in the background, one version at a " +
      "time; empty once every file has them. The citations name a checksum once it is computed.",
  })
  checksumsPending!: string[];

  @Field(() => VersionCitation)
  citation!: VersionCitation;
}

@ObjectType({ description: "A numbered release: a name for the data version a month ended with." })
export class Release {
  @Field(() => String, { description: "The month, yyyy-mm." })
  name!: string;

  @Field(() => String, { description: "The data version it names (give it as `asOf`)." })
  dataVersion!: string;

  @Field(() => Date, { description: "The end of the month." })
  releasedAt!: Date;

  @Field(() => String, { description: "The version's record, with files, checksums and citations." })
  url!: string;
}
