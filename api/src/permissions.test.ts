import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Router } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/app.js";
import { REFERENCE_TABLES, tableDigests } from "../test/fuzz-values.js";
import { IMPORT_FILE } from "../test/permissions/imports.js";
import { transparentPng } from "../test/images.js";
import { PERMISSIONS_DOC, permissionsMarkdown } from "../test/permission-doc.js";
import { buildTarget, makeActor, makeWorld, type MatrixWorld } from "../test/permission-fixtures.js";
import {
  ACTORS,
  operationName,
  PERMISSION_TABLE,
  rowName,
  type Actor,
  type PermissionRow,
  type RestRow,
  type TargetValues,
} from "../test/permission-table.js";
import { buildAppSchema } from "./graphql/schema.js";
import type { RestKit } from "./http/rest.js";
import { createLogger } from "./infra/logger.js";
import { moduleRoutes } from "./modules/index.js";

const REST_OUTCOMES: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" };

/** Every REST write route of every module, read from the routers themselves, as "METHOD /api/path". */
function restWriteRoutes(): string[] {
  const kit: RestKit = { handle: () => async () => undefined, logger: createLogger("silent") };
  return moduleRoutes.flatMap((module) =>
    (module(kit) as Router).stack.flatMap((layer) => {
      const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
      if (!route) return [];
      return Object.keys(route.methods)
        .map((method) => method.toUpperCase())
        .filter((method) => ["POST", "PUT", "PATCH", "DELETE"].includes(method))
        .map((method) => `${method} /api${route.path}`);
    }),
  );
}

/** Route parameters are named differently in the table (after the target's values). */
const anyParams = (route: string) => route.replace(/:\w+/g, ":param");

const fill = (path: string, values: TargetValues) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? `missing-${name}`));

describe("the permission matrix: every write, as every kind of caller", () => {
  let app: TestApp;
  let world: MatrixWorld;
  let uploadDir: string;
  let png: Buffer;
  let digestsAtStart: Record<string, string>;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), "permissions-"));
    app = await startTestApp(
      { RATE_LIMIT_FACTOR: "1000", MAIL_LINK_KEY: "permission-matrix-key", UPLOAD_DIR: uploadDir },
      { titleFetcher: { fetchTitle: async () => ({ ok: true, title: "A news article" }) } },
    );
    world = await makeWorld(app);
    png = await transparentPng(64, 64);
    digestsAtStart = await tableDigests(app.orm);
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

  for (const row of PERMISSION_TABLE) {
    describe(rowName(row), () => {
      for (const actor of ACTORS) {
        const expected = row.expect[actor];
        it(`${actor}: ${expected}`, async () => {
          const values = await buildTarget(world, row.target);
          const headers = await callerHeaders(row, actor);
          // Reading a session marks its member active at most once a minute: done now, so that a refused
          // call changes nothing stored at all.
          await app.orm.em.fork().getConnection().execute("update users set last_active_at = now()");
          const before = await tableDigests(app.orm, REFERENCE_TABLES);
          const { outcome, detail } = await call(row, values, headers);
          expect(outcome, detail).toBe(expected);
          const after = await tableDigests(app.orm, REFERENCE_TABLES);
          if (expected !== "allowed") expect(withoutBackground(after)).toEqual(withoutBackground(before));
          else if (!row.mayStoreNothing)
            expect(after, "an allowed call stores its change").not.toEqual(before);
        });
      }
    });
  }

  it("leaves the gazetteer as its migration loaded it, whatever the cells sent", async () => {
    const digests = await tableDigests(app.orm);
    for (const table of REFERENCE_TABLES) expect(digests[table], table).toBe(digestsAtStart[table]);
  });

  it("has a row for every GraphQL mutation and every REST write route, and no others", async () => {
    const mutations = Object.keys((await buildAppSchema()).getMutationType()!.getFields()).sort();
    const covered = (api: "graphql" | "rest") => [
      ...new Set(
        PERMISSION_TABLE.filter((row) => row.api === api)
          .map(operationName)
          .map(anyParams),
      ),
    ];
    expect(covered("graphql").sort()).toEqual(mutations);
    expect(covered("rest").sort()).toEqual([...new Set(restWriteRoutes().map(anyParams))].sort());
    // every row is told apart from the others of its operation
    expect(new Set(PERMISSION_TABLE.map(rowName)).size).toBe(PERMISSION_TABLE.length);
  });

  it("is written out as docs/permissions.md (node scripts/pnpm.mjs --filter @incident-watch/api permissions:doc)", async () => {
    expect(await readFile(PERMISSIONS_DOC, "utf8")).toBe(await permissionsMarkdown());
  });
});
