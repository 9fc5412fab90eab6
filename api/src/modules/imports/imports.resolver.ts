import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { ImportField, ImportMapping, ImportPreset } from "@incident-watch/schema";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { Event } from "../events/event.entity.js";
import type { ImportPhase, RowOutcome } from "./imports.queries.js";
import { presentImport, presentReportRow } from "./imports.present.js";
import {
  DataImport,
  ImportFieldInput,
  ImportPhaseEnum,
  ImportPresetEnum,
  ImportProvenance,
  ImportReportRow,
  RowOutcomeEnum,
} from "./imports.types.js";

export const mappingOf = (fields: ImportFieldInput[]): ImportMapping =>
  Object.fromEntries(
    fields.map((f) => [
      f.field as ImportField,
      { column: f.column?.trim() || null, value: f.value?.trim() || null },
    ]),
  );

/** Moderators' bulk imports (decision 126); the file itself is uploaded by PUT /api/imports. */
@Resolver(() => DataImport)
export class ImportsResolver {
  @Authorized("moderator")
  @Query(() => DataImport, { nullable: true, description: "An import, with its last run's progress." })
  async dataImport(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<DataImport | null> {
    const row = await ctx.services.imports.get(ctx.viewer, id);
    return row && presentImport(row);
  }

  @Authorized("moderator")
  @Query(() => [DataImport], { description: "The latest imports, newest first (at most 50)." })
  async dataImports(@Arg("first", () => Int, { defaultValue: 20 }) first: number, @Ctx() ctx: Context) {
    return (await ctx.services.imports.recent(ctx.viewer, first)).map(presentImport);
  }

  @Authorized("moderator")
  @Mutation(() => DataImport, {
    description:
      "Checks every row of an uploaded file with this mapping and reports what an import would do.",
  })
  async dryRunImport(
    @Arg("id", () => ID) id: string,
    @Arg("preset", () => ImportPresetEnum) preset: ImportPreset,
    @Arg("mapping", () => [ImportFieldInput]) mapping: ImportFieldInput[],
    @Ctx() ctx: Context,
  ): Promise<DataImport> {
    return presentImport(await ctx.services.imports.dryRun(ctx.viewer, id, preset, mappingOf(mapping)));
  }

  @Authorized("moderator")
  @Mutation(() => DataImport, {
    description:
      "Imports the file with its dry run's mapping: new incidents await review; bad rows are skipped.",
  })
  async startImport(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<DataImport> {
    return presentImport(await ctx.services.imports.start(ctx.viewer, id));
  }

  @FieldResolver(() => [ImportReportRow], {
    description: "The run's rows after `afterRow`, of one outcome or all.",
  })
  async report(
    @Root() dataImport: DataImport,
    @Arg("phase", () => ImportPhaseEnum) phase: ImportPhase,
    @Arg("outcome", () => RowOutcomeEnum, { nullable: true }) outcome: RowOutcome | null,
    @Arg("afterRow", () => Int, { defaultValue: 0 }) afterRow: number,
    @Arg("first", () => Int, { defaultValue: 50 }) first: number,
    @Ctx() ctx: Context,
  ): Promise<ImportReportRow[]> {
    const rows = await ctx.services.imports.report(dataImport.id, phase, outcome, afterRow, first);
    return rows.map(presentReportRow);
  }
}

/** Shown in review: the import and row an incident came from. */
@Resolver(() => Event)
export class ImportProvenanceResolver {
  @Authorized("moderator")
  @FieldResolver(() => ImportProvenance, {
    nullable: true,
    description: "Moderators and admins only: the import and row it came from; null when submitted.",
  })
  importedFrom(@Root() event: Event, @Ctx() ctx: Context): Promise<ImportProvenance | null> {
    return ctx.loaders.importProvenance.load(event.id);
  }
}
