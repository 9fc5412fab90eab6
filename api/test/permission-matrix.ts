// The permission matrix's runner: one app and one world of callers and targets per part, so the matrix
// runs as several files side by side (src/permissions*.test.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./app.js";
import { tableDigests } from "./fuzz-values.js";
import { IMPORT_FILE } from "./permissions/imports.js";
import { transparentPng } from "./images.js";
import { buildTarget, makeActor, makeWorld, type MatrixWorld } from "./permission-fixtures.js";
import {
  ACTORS,
  rowName,
  type Actor,
  type PermissionRow,
  type RestRow,
  type TargetValues,
} from "./permission-table.js";

const REST_OUTCOMES: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" };

const fill = (path: string, values: TargetValues) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? `missing-${name}`));

/** What rows of one resource share: an operation, or a REST path whatever its method. */
const resourceOf = (row: PermissionRow) =>
  row.api === "graphql" ? row.operation : row.path.replace(/\?.*$/, "");

/**
 * The rows of the table in part `index` of `parts`: every `parts`-th row, so each part has some of each
 * kind, except that the rows of one resource stay in the part of its first, in the table's order (a
 * DELETE of the avatar the PUT before it uploaded).
 */
export function rowsOfPart(table: readonly PermissionRow[], index: number, parts: number): PermissionRow[] {
  const partOf = new Map<string, number>();
  return table.filter((row, i) => {
    const resource = resourceOf(row);
    if (!partOf.has(resource)) partOf.set(resource, i % parts);
    return partOf.get(resource) === index;
  });
}

export function describePermissionMatrix(rows: readonly PermissionRow[], part: string): void {
  describe(`the permission matrix: every write, as every kind of caller (${part})`, () => {
    let app: TestApp;
    let world: MatrixWorld;
    let uploadDir: string;
    let png: Buffer;

    beforeAll(async () => {
      uploadDir = await mkdtemp(join(tmpdir(), "permissions-"));
      app = await startTestApp(
        { RATE_LIMIT_FACTOR: "1000", MAIL_LINK_KEY: "permission-matrix-key", UPLOAD_DIR: uploadDir },
        { titleFetcher: { fetchTitle: async () => ({ ok: true, title: "A news article" }) } },
      );
      world = await makeWorld(app);
      png = await transparentPng(64, 64);
    });

    afterAll(async () => {
      await app?.close();
      if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
    });

    /** Runs one row as one caller; "allowed", the refusal's code, or what else came back. */
    async function call(row: PermissionRow, values: TargetValues, headers: Record<string, string>) {
      if (row.api === "graphql") {
        const result = await app.graphql(row.document, row.variables(values), headers);
        const code = result.errors?.[0]?.extensions?.code;
        if (!result.errors && result.data?.[row.operation] !== undefined) return { outcome: "allowed" };
        return { outcome: String(code ?? `HTTP ${result.status}`), detail: JSON.stringify(result.errors) };
      }
      const response = await restRequest(row, values, headers);
      const text = await response.text();
      if (response.status >= 200 && response.status < 300) return { outcome: "allowed" };
      return { outcome: REST_OUTCOMES[response.status] ?? `HTTP ${response.status}`, detail: text };
    }

    function restRequest(row: RestRow, values: TargetValues, headers: Record<string, string>) {
      const url = `${app.url}/api${fill(row.path, values)}`;
      if (row.body === "csv")
        return fetch(url, {
          method: row.method,
          headers: { ...headers, "content-type": "text/csv" },
          body: IMPORT_FILE,
        });
      if (row.body === "png") {
        return fetch(url, {
          method: row.method,
          headers: { ...headers, "content-type": "image/png" },
          body: new Uint8Array(png),
        });
      }
      return fetch(url, {
        method: row.method,
        headers: row.body ? { ...headers, "content-type": "application/json" } : headers,
        body: row.body ? JSON.stringify(row.body(values)) : undefined,
      });
    }

    /** The caller's headers: none for a visitor; a fresh account when the row acts on the caller's own. */
    async function callerHeaders(row: PermissionRow, actor: Actor): Promise<Record<string, string>> {
      if (actor === "visitor") return {};
      if (row.target !== "ownAccount") return world.actors[actor].headers;
      return (await makeActor(app, actor, world.actors.admin)).headers;
    }

    // a source's capture and an import's run are background jobs, on their own time, whoever calls what
    const withoutBackground = ({
      source_captures: _captures,
      data_imports: _imports,
      data_import_rows: _report,
      ...stored
    }: Record<string, string>) => stored;

    for (const row of rows) {
      describe(rowName(row), () => {
        for (const actor of ACTORS) {
          const expected = row.expect[actor];
          it(`${actor}: ${expected}`, async () => {
            const values = await buildTarget(world, row.target);
            const headers = await callerHeaders(row, actor);
            // Reading a session marks its member active at most once a minute: done now, so that a refused
            // call changes nothing stored at all.
            await app.orm.em.fork().getConnection().execute("update users set last_active_at = now()");
            const before = await tableDigests(app.orm);
            const { outcome, detail } = await call(row, values, headers);
            expect(outcome, detail).toBe(expected);
            const after = await tableDigests(app.orm);
            if (expected !== "allowed") expect(withoutBackground(after)).toEqual(withoutBackground(before));
            else if (!row.mayStoreNothing)
              expect(after, "an allowed call stores its change").not.toEqual(before);
          });
        }
      });
    }
  });
}
