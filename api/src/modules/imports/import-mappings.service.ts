import type { EntityManager } from "@mikro-orm/postgresql";
import { mappingErrors, messages, type ImportMapping, type ImportPreset } from "@incident-watch/schema";
import { conflict, forbidden, notFound, unauthenticated, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import {
  deleteMapping,
  insertMapping,
  nameTaken,
  savedMappings,
  type SavedMappingRow,
} from "./import-mappings.queries.js";

export const MAPPING_NAME_MAX = 80;
const COLUMNS_MAX = 200;
const COLUMN_NAME_MAX = 200;

/**
 * A file's shape (decision 143): the set of its column names, each trimmed and lower-cased, sorted. Two
 * files with the same columns in another order, or written in another case, have the same shape.
 */
export function shapeOf(columns: readonly string[]): string {
  const names = new Set(columns.map((column) => column.normalize("NFC").trim().toLowerCase()));
  return JSON.stringify([...names].sort());
}

/** A saved mapping for one file, with whether that file has its shape. */
export type OfferedMapping = SavedMappingRow & { sameShape: boolean };

/** Column mappings saved by name and shared by the moderators, offered again for files of the same shape. */
export class ImportMappingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly assertMayWrite: (em: EntityManager, viewer: Viewer) => Promise<void>,
  ) {}

  private async staff(viewer: Viewer | null, writing: boolean): Promise<Viewer> {
    if (!viewer) throw unauthenticated();
    if (!isStaff(viewer)) throw forbidden();
    if (writing) await this.assertMayWrite(this.em, viewer);
    return viewer;
  }

  /** Every saved mapping; with a file's columns, those of its shape first. */
  async list(viewer: Viewer | null, columns: readonly string[] | null): Promise<OfferedMapping[]> {
    await this.staff(viewer, false);
    const shape = columns && columns.length > 0 ? shapeOf(columns) : null;
    const rows = (await savedMappings(this.em)).map((row) => ({ ...row, sameShape: row.shape === shape }));
    return [...rows.filter((row) => row.sameShape), ...rows.filter((row) => !row.sameShape)];
  }

  async save(
    viewer: Viewer | null,
    input: { name: string; columns: readonly string[]; preset: ImportPreset; mapping: ImportMapping },
  ): Promise<SavedMappingRow> {
    const moderator = await this.staff(viewer, true);
    const name = input.name.trim();
    if (name.length < 1 || name.length > MAPPING_NAME_MAX)
      throw new ValidationError({ name: messages.importMappingNameLength });
    const columns = input.columns.map((column) => column.trim());
    if (
      columns.length < 1 ||
      columns.length > COLUMNS_MAX ||
      columns.some((column) => column.length < 1 || column.length > COLUMN_NAME_MAX)
    )
      throw new ValidationError({ columns: messages.importMappingColumnsInvalid });
    const errors: Record<string, string> = mappingErrors(input.mapping);
    // what is saved applies to the file it was made for: every column it names is one of that file's
    for (const [field, from] of Object.entries(input.mapping))
      if (from?.column && !columns.includes(from.column)) errors[field] = messages.importColumnMissing;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (await nameTaken(this.em, name)) throw conflict(messages.importMappingNameTaken);
    const saved = await insertMapping(this.em, {
      name,
      columns,
      shape: shapeOf(columns),
      preset: input.preset,
      mapping: input.mapping,
      savedById: moderator.id,
    });
    if (!saved) throw conflict(messages.importMappingNameTaken);
    return saved;
  }

  async remove(viewer: Viewer | null, id: string): Promise<boolean> {
    await this.staff(viewer, true);
    if (!(await deleteMapping(this.em, id))) throw notFound(messages.importMappingNotFound);
    return true;
  }
}
