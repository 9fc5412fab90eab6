import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { ImportReport } from "./ImportReport";

const counts = { rows: 4, created: 1, merged: 3, refused: 0, unchanged: 0 };
const rows = [
  { row: 2, outcome: "created", errors: [], eventId: null },
  { row: 3, outcome: "merged", errors: [], eventId: "41", mergeReason: "same_source" },
  { row: 4, outcome: "merged", errors: [], eventId: "42", mergeReason: "nearby" },
  { row: 5, outcome: "merged", errors: [], duplicateOfRow: 3, mergeReason: "same_source" },
];

describe("ImportReport", () => {
  it("says which incident or row each merged row was merged with, and why", async () => {
    renderRoutes([{ path: "/", element: <ImportReport counts={counts} rows={rows} dryRun /> }], "/");
    expect(await screen.findByText("Same source page as incident #41")).toBeTruthy();
    expect(screen.getByText("Within 5 km and 3 days of incident #42")).toBeTruthy();
    expect(screen.getByText("Same source as row 3")).toBeTruthy();
  });
});
