import type { EntityManager } from "@mikro-orm/postgresql";
import { messages } from "@incident-watch/schema";
import { csvRecords } from "./csv-records.js";
import { geojsonFeatures } from "./geojson-features.js";
import { chunkAt } from "./imports.queries.js";

/** The file's bytes are not UTF-8. */
export class NotText extends Error {}

/** One row of a file: its fields by column (a GeoJSON feature's properties and point), or why it is unreadable. */
export type FileRow = { row: number; fields: Record<string, string> } | { row: number; error: string };

/** The stored file, chunk by chunk, as text (UTF-8, its byte-order mark dropped). */
async function* fileText(em: EntityManager, importId: string): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  try {
    for (let seq = 0; ; seq++) {
      const bytes = await chunkAt(em, importId, seq);
      if (!bytes) break;
      yield decoder.decode(bytes, { stream: true });
    }
    yield decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) throw new NotText();
    throw error;
  }
}

/** A CSV file's rows by its header; a row is numbered as a spreadsheet shows it (the header is row 1). */
async function* csvRows(text: AsyncIterable<string>): AsyncGenerator<FileRow | { header: string[] }> {
  let header: string[] | null = null;
  let row = 1;
  for await (const record of csvRecords(text)) {
    if (!header) {
      header = record.map((name) => name.trim());
      yield { header };
      continue;
    }
    row++;
    if (record.length !== header.length) yield { row, error: messages.importRowColumns };
    else yield { row, fields: Object.fromEntries(header.map((name, i) => [name, record[i]!])) };
  }
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A feature's properties as text, with its point as `longitude` and `latitude` (numbered from 1). */
function featureRow(row: number, text: string): FileRow {
  let feature: { geometry?: { type?: unknown; coordinates?: unknown }; properties?: unknown };
  try {
    feature = JSON.parse(text) as typeof feature;
  } catch {
    return { row, error: messages.importFeatureInvalid };
  }
  const coordinates = feature.geometry?.coordinates;
  if (
    feature.geometry?.type !== "Point" ||
    !Array.isArray(coordinates) ||
    coordinates.length < 2 ||
    !isNumber(coordinates[0]) ||
    !isNumber(coordinates[1])
  )
    return { row, error: messages.importGeometryInvalid };
  const properties =
    feature.properties && typeof feature.properties === "object" ? (feature.properties as object) : {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(properties))
    if (value !== null && typeof value !== "object") fields[name] = String(value);
  fields.longitude = String(coordinates[0]);
  fields.latitude = String(coordinates[1]);
  return { row, fields };
}

async function* geojsonRows(text: AsyncIterable<string>): AsyncGenerator<FileRow | { header: string[] }> {
  let row = 0;
  for await (const feature of geojsonFeatures(text)) {
    const read = featureRow(++row, feature);
    if (row === 1) yield { header: "fields" in read ? Object.keys(read.fields) : ["longitude", "latitude"] };
    yield read;
  }
}

/**
 * Every row of a stored file, read as a stream. The first item is the file's columns (the CSV header, the
 * first feature's properties); then the rows in order. Throws NotText or NotFeatureCollection.
 */
export function fileRows(
  em: EntityManager,
  importId: string,
  format: "csv" | "geojson",
): AsyncGenerator<FileRow | { header: string[] }> {
  const text = fileText(em, importId);
  return format === "csv" ? csvRows(text) : geojsonRows(text);
}
