import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import {
  ACTOR_LABELS,
  ACTORS,
  PERMISSION_TABLE,
  operationName,
  rowName,
  TARGETS,
  type Outcome,
} from "./permission-table.js";

const CELL: Record<Outcome, string> = {
  allowed: "allowed",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
};

export const PERMISSIONS_DOC = fileURLToPath(new URL("../../docs/permissions.md", import.meta.url));

/** docs/permissions.md, written from the table that api/src/permissions.test.ts runs, as prettier lays it out. */
export async function permissionsMarkdown(): Promise<string> {
  const header = ["Operation", "Acts on", ...ACTORS.map((actor) => ACTOR_LABELS[actor]), "Note"];
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const section = (api: "graphql" | "rest") =>
    PERMISSION_TABLE.filter((row) => row.api === api).map((row) =>
      line([
        `\`${rowName(row)}\``,
        TARGETS[row.target],
        ...ACTORS.map((actor) => CELL[row.expect[actor]]),
        row.note ?? "",
      ]),
    );
  const counts = (api: "graphql" | "rest") => {
    const rows = PERMISSION_TABLE.filter((row) => row.api === api);
    return `${new Set(rows.map(operationName)).size} operations, ${rows.length} rows`;
  };
  const table = (api: "graphql" | "rest") => [line(header), line(header.map(() => "---")), ...section(api)];
  const text = [
    "# Permissions",
    "",
    "<!-- Generated from api/test/permission-table.ts by `node scripts/pnpm.mjs --filter @incident-watch/api permissions:doc`; do not edit by hand. -->",
    "",
    "Who may call each write of the API. Every cell is run against the real server by",
    "`api/src/permissions.test.ts`, which also fails when this page differs from the table.",
    "",
    "- **allowed**: the call succeeds and stores its change (logout, activity, mark-all-seen and unsubscribe",
    "  may have nothing to do).",
    "- **UNAUTHENTICATED** (REST 401), **FORBIDDEN** (REST 403), **NOT_FOUND** (REST 404): the call is",
    "  refused and nothing stored changes.",
    "- **Member (owner)** owns the target (the thread, post or notification); **Another member** does not.",
    "  **Banned member** is a member under a ban who signed in again (not the owner either).",
    "- Every target is made fresh for each cell. A new mutation or REST write route fails the test until it",
    "  has a row here.",
    "",
    `## GraphQL mutations (${counts("graphql")})`,
    "",
    ...table("graphql"),
    "",
    `## REST write routes (${counts("rest")})`,
    "",
    ...table("rest"),
    "",
  ].join("\n");
  return format(text, { ...(await resolveConfig(PERMISSIONS_DOC)), parser: "markdown" });
}
