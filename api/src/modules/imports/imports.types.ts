import { Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { IMPORT_FIELDS, IMPORT_PRESETS, type ImportField, type ImportPreset } from "@incident-watch/schema";
import { ID } from "../../core/ids.js";

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v.replace("-", "_"), v])) as Record<string, T>;

export const ImportFieldEnum = enumOf(IMPORT_FIELDS);
registerEnumType(ImportFieldEnum, {
  name: "ImportField",
  description: "An incident's field an import fills.",
});

export const ImportPresetEnum = enumOf(IMPORT_PRESETS);
registerEnumType(ImportPresetEnum, {
  name: "ImportPreset",
  description: "The dataset a file comes from: ACLED's or UCDP GED's export columns, or the moderator's own.",
});

export const ImportPhaseEnum = { dry_run: "dry-run", import: "import" } as const;
registerEnumType(ImportPhaseEnum, { name: "ImportPhase", description: "A dry run, or the import itself." });

export const ImportStatusEnum = enumOf(["uploaded", "queued", "running", "finished", "failed"] as const);
registerEnumType(ImportStatusEnum, {
  name: "ImportStatus",
  description: "Where the last run stands; `failed` says why in `failure` (an empty file, no valid row …).",
});

export const RowOutcomeEnum = enumOf(["created", "merged", "refused", "unchanged"] as const);
registerEnumType(RowOutcomeEnum, {
  name: "ImportRowOutcome",
  description:
    "created: a new incident awaiting review; merged: a likely duplicate of a stored incident or of an " +
    "earlier row, not created; refused: it breaks a rule (see errors); unchanged: an earlier import of " +
    "the same file took it.",
});

export const MergeReasonEnum = enumOf(["same-source", "nearby"] as const);
registerEnumType(MergeReasonEnum, {
  name: "ImportMergeReason",
  description:
    "Why a row was merged: same_source, the same source page (the address without scheme, www., trailing " +
    "slashes, fragment or tracking parameters such as utm_*, fbclid, gclid; other query parameters count); " +
    "nearby, within 5 km and 3 days of the incident.",
});

@InputType({
  description:
    "Where one field's value comes from: a column (a GeoJSON property) or one value for every row.",
})
export class ImportFieldInput {
  @Field(() => ImportFieldEnum)
  field!: ImportField;

  @Field(() => String, { nullable: true })
  column?: string | null;

  @Field(() => String, { nullable: true })
  value?: string | null;
}

@ObjectType({ description: "One field of the mapping." })
export class ImportFieldMapping {
  @Field(() => ImportFieldEnum)
  field!: ImportField;

  @Field(() => String, { nullable: true })
  column!: string | null;

  @Field(() => String, { nullable: true })
  value!: string | null;
}

@ObjectType({ description: "How many rows a run read, and what became of them." })
export class ImportCounts {
  @Field(() => Int) rows!: number;
  @Field(() => Int) created!: number;
  @Field(() => Int) merged!: number;
  @Field(() => Int) refused!: number;
  @Field(() => Int) unchanged!: number;
}

@ObjectType({ description: "Why a row is refused: the field and the rule's message." })
export class ImportRowError {
  @Field(() => String) field!: string;
  @Field(() => String) message!: string;
}

@ObjectType({ description: "What a run did with one row." })
export class ImportReportRow {
  @Field(() => Int, {
    description:
      "The row's number: as a spreadsheet shows it (the header is row 1), or the feature's from 1.",
  })
  row!: number;

  @Field(() => RowOutcomeEnum)
  outcome!: string;

  @Field(() => [ImportRowError])
  errors!: ImportRowError[];

  @Field(() => ID, { nullable: true, description: "The incident created, or the one the row duplicates." })
  eventId!: string | null;

  @Field(() => Int, { nullable: true, description: "The earlier row of the file with the same source page." })
  duplicateOfRow!: number | null;

  @Field(() => MergeReasonEnum, { nullable: true, description: "Why a merged row was merged." })
  mergeReason!: string | null;
}

@ObjectType({ description: "A moderator's bulk import of a CSV or GeoJSON file (decision 126)." })
export class DataImport {
  @Field(() => ID) id!: string;
  @Field(() => String) fileName!: string;
  @Field(() => String, { description: "csv or geojson." }) format!: string;
  @Field(() => Int) bytes!: number;
  @Field(() => String, {
    nullable: true,
    description: "SHA-256 of the file: with a row's number, what makes an import idempotent.",
  })
  sha256!: string | null;
  @Field(() => [String], { description: "The CSV's header, or the first feature's properties." })
  columns!: string[];
  @Field(() => ImportPresetEnum) preset!: ImportPreset;
  @Field(() => [ImportFieldMapping]) mapping!: ImportFieldMapping[];
  @Field(() => ImportPhaseEnum, { nullable: true }) phase!: string | null;
  @Field(() => ImportStatusEnum) status!: string;
  @Field(() => String, { nullable: true, description: "Why the last run failed." }) failure!: string | null;
  @Field(() => String, { nullable: true, description: "The columns the file lacks, when that is why." })
  failureDetail!: string | null;
  @Field(() => Int, { description: "The last row the run has stored (its checkpoint)." }) position!: number;
  @Field(() => ImportCounts, { description: "The last run's counts so far." }) counts!: ImportCounts;
  @Field(() => ImportCounts, { nullable: true, description: "The last finished dry run's counts." })
  dryRun!: ImportCounts | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: "Where an imported incident came from: import #12, row 431." })
export class ImportProvenance {
  @Field(() => ID, { description: "The import the incident was created or merged by." }) importId!: string;
  @Field(() => Int, {
    description:
      "The row in the file: as a spreadsheet numbers it (the header is row 1), or the feature's place in a GeoJSON file.",
  })
  row!: number;
}

@ObjectType({
  description: "A column mapping a moderator saved by name, shared by the moderators (decision 143).",
})
export class SavedImportMapping {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => [String], { description: "The columns of the file it was saved for." }) columns!: string[];
  @Field(() => ImportPresetEnum) preset!: ImportPreset;
  @Field(() => [ImportFieldMapping]) mapping!: ImportFieldMapping[];
  @Field(() => Date) savedAt!: Date;
  @Field(() => Boolean, {
    description: "The file asked about has the same set of column names, in any order and case.",
  })
  sameShape!: boolean;
  /** Resolved as `savedBy`. */
  savedById!: string | null;
}
