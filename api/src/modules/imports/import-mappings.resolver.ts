import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { IMPORT_FIELDS, type ImportPreset } from "@incident-watch/schema";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import type { OfferedMapping } from "./import-mappings.service.js";
import type { SavedMappingRow } from "./import-mappings.queries.js";
import { mappingOf } from "./imports.resolver.js";
import { ImportFieldInput, ImportPresetEnum, SavedImportMapping } from "./imports.types.js";

function present(row: SavedMappingRow | OfferedMapping): SavedImportMapping {
  return {
    id: row.id,
    name: row.name,
    columns: row.columns,
    preset: row.preset as ImportPreset,
    mapping: IMPORT_FIELDS.flatMap((field) => {
      const from = row.mapping[field];
      return from ? [{ field, column: from.column ?? null, value: from.value ?? null }] : [];
    }),
    savedAt: new Date(row.savedAt),
    sameShape: "sameShape" in row ? row.sameShape : false,
    savedById: row.savedById,
  };
}

/** Saved column mappings: listed, saved and deleted by moderators; the rules are in the service. */
@Resolver(() => SavedImportMapping)
export class ImportMappingsResolver {
  @Authorized("moderator")
  @Query(() => [SavedImportMapping], {
    description: "The saved column mappings by name; given a file's columns, those of its shape first.",
  })
  async importMappings(
    @Arg("columns", () => [String], { nullable: true }) columns: string[] | null,
    @Ctx() ctx: Context,
  ): Promise<SavedImportMapping[]> {
    return (await ctx.services.importMappings.list(ctx.viewer, columns)).map(present);
  }

  @Authorized("moderator")
  @Mutation(() => SavedImportMapping, {
    description: "Saves a column mapping by name (1–80 characters, unique) for files with these columns.",
  })
  async saveImportMapping(
    @Arg("name", () => String) name: string,
    @Arg("columns", () => [String]) columns: string[],
    @Arg("preset", () => ImportPresetEnum) preset: ImportPreset,
    @Arg("mapping", () => [ImportFieldInput]) mapping: ImportFieldInput[],
    @Ctx() ctx: Context,
  ): Promise<SavedImportMapping> {
    const input = { name, columns, preset, mapping: mappingOf(mapping) };
    return present(await ctx.services.importMappings.save(ctx.viewer, input));
  }

  @Authorized("moderator")
  @Mutation(() => Boolean, { description: "Deletes a saved column mapping." })
  deleteImportMapping(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.importMappings.remove(ctx.viewer, id);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "Who saved it; null once their account is gone.",
  })
  savedBy(@Root() mapping: SavedImportMapping, @Ctx() ctx: Context): Promise<User | null> | null {
    return mapping.savedById ? ctx.loaders.userById.load(mapping.savedById) : null;
  }
}
