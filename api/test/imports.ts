import { expect } from "vitest";
import type { TestApp } from "./app.js";

export const IMPORT_FIELDS_QUERY = `id status failure failureDetail phase position columns sha256
  counts { rows created merged refused unchanged } dryRun { rows created merged refused unchanged }`;

export interface ImportAnswer {
  id: string;
  status: string;
  failure: string | null;
  failureDetail: string | null;
  phase: string | null;
  position: number;
  columns: string[];
  sha256: string;
  counts: { rows: number; created: number; merged: number; refused: number; unchanged: number };
  dryRun: ImportAnswer["counts"] | null;
}

/** Uploads a file as a moderator would (PUT /api/imports); the answer's status and body. */
export async function uploadFile(
  app: TestApp,
  headers: Record<string, string>,
  body: string | Buffer,
  format = "csv",
  name = `events.${format}`,
): Promise<{ status: number; body: ImportAnswer & { message?: string; code?: string } }> {
  const response = await fetch(`${app.url}/api/imports?format=${format}&name=${encodeURIComponent(name)}`, {
    method: "PUT",
    headers: { ...headers, "content-type": format === "csv" ? "text/csv" : "application/geo+json" },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as ImportAnswer & { message?: string } };
}

/** The import once its run has ended, polled for at most `timeoutMs`. */
export async function importWhenDone(
  app: TestApp,
  headers: Record<string, string>,
  id: string,
  timeoutMs = 60_000,
): Promise<ImportAnswer> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await app.graphql<{ dataImport: ImportAnswer }>(
      `query ($id: ID!) { dataImport(id: $id) { ${IMPORT_FIELDS_QUERY} } }`,
      { id },
      headers,
    );
    expect(answer.errors).toBeUndefined();
    const found = answer.data!.dataImport;
    if (found.status === "finished" || found.status === "failed") return found;
    if (Date.now() > until)
      throw new Error(`import not done in ${timeoutMs / 1000} s: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const DRY_RUN = `mutation ($id: ID!, $mapping: [ImportFieldInput!]!) {
  dryRunImport(id: $id, preset: custom, mapping: $mapping) { id status } }`;
const REPORT = `query ($id: ID!, $phase: ImportPhase!) { dataImport(id: $id) {
  report(phase: $phase, first: 200) { row outcome errors { field message } eventId duplicateOfRow mergeReason } } }`;

/** Uploads a file and dry-runs it with a custom mapping; the import once the dry run has ended. */
export async function dryRunFile(
  app: TestApp,
  headers: Record<string, string>,
  body: string | Buffer,
  mapping: object[],
  format = "csv",
): Promise<ImportAnswer> {
  const uploaded = await uploadFile(app, headers, body, format);
  expect(uploaded.status).toBe(200);
  const answer = await app.graphql(DRY_RUN, { id: uploaded.body.id, mapping }, headers);
  expect(answer.errors).toBeUndefined();
  return importWhenDone(app, headers, uploaded.body.id);
}

/** What a phase of an import did, row by row. */
export async function importReport(
  app: TestApp,
  headers: Record<string, string>,
  id: string,
  phase: "dry_run" | "import",
): Promise<Array<Record<string, unknown>>> {
  const answer = await app.graphql<{ dataImport: { report: Array<Record<string, unknown>> } }>(
    REPORT,
    { id, phase },
    headers,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.dataImport.report;
}

/** A custom mapping: the columns url, date, lat and lon (and `more`, by their field's name), the type and kind as values. */
export function customMapping(type: string, kind: string, more: string[] = []) {
  return [
    { field: "sourceUrl", column: "url" },
    { field: "date", column: "date" },
    { field: "latitude", column: "lat" },
    { field: "longitude", column: "lon" },
    ...more.map((field) => ({ field, column: field })),
    { field: "type", value: type },
    { field: "kind", value: kind },
  ];
}
