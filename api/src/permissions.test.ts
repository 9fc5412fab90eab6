import { readFile } from "node:fs/promises";
import type { Router } from "express";
import { describe, expect, it } from "vitest";
import { PERMISSIONS_DOC, permissionsMarkdown } from "../test/permission-doc.js";
import { describePermissionMatrix, rowsOfPart } from "../test/permission-matrix.js";
import { operationName, PERMISSION_TABLE, rowName } from "../test/permission-table.js";
import { buildAppSchema } from "./graphql/schema.js";
import type { RestKit } from "./http/rest.js";
import { createLogger } from "./infra/logger.js";
import { moduleRoutes } from "./modules/index.js";

// the first half of the matrix; permissions-second-half.test.ts runs the other beside it
describePermissionMatrix(rowsOfPart(PERMISSION_TABLE, 0, 2), "first half");

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

describe("the permission table", () => {
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
