import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screen, within } from "@testing-library/react";
import {
  ATTRIBUTION_PARTIES,
  INCIDENT_COLUMNS,
  INCIDENT_KINDS,
  EVIDENCE_STATUSES,
  GEOLOCATION_METHODS,
  NULL_VALUES_NOTE,
  confidenceMeanings,
  credibilityMeanings,
  evidenceStatusLabels,
  evidenceStatusMeanings,
  geolocationMethodLabels,
  geolocationMethodMeanings,
  incidentKindMeanings,
  partyMeanings,
  placePrecisionMeanings,
  reliabilityMeanings,
} from "@incident-watch/schema";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { CodebookPage } from "./CodebookPage";

describe("CodebookPage", () => {
  it("is headed Codebook and names the page in the browser tab", () => {
    renderWithProviders(<CodebookPage />, { path: "/codebook" });
    expect(screen.getByRole("heading", { level: 1, name: "Codebook" })).toBeInTheDocument();
    expect(document.title).toBe("Codebook · Incident Watch Europe");
  });

  it("defines every kind of attack with the words the API's schema uses", () => {
    renderWithProviders(<CodebookPage />, { path: "/codebook" });
    const kinds = screen.getByRole("table", { name: "kind" });
    const rows = within(kinds).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual([...INCIDENT_KINDS]);
    expect(within(kinds).getByText(incidentKindMeanings.airspace)).toBeInTheDocument();
    expect(within(kinds).getByText("Airspace and drones")).toBeInTheDocument();
  });

  it("defines every attributing party, attributor and confidence level, strongest first", () => {
    renderWithProviders(<CodebookPage />, { path: "/codebook" });
    const parties = screen.getByRole("table", { name: /^party/ });
    expect(within(parties).getAllByRole("row")).toHaveLength(ATTRIBUTION_PARTIES.length + 1);
    expect(within(parties).getByText(partyMeanings.russian_proxy)).toBeInTheDocument();
    const attributors = screen.getByRole("table", { name: /^attributedBy/ });
    const order = within(attributors)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[0]!.textContent);
    expect(order).toEqual(["prosecutor", "government", "company", "researcher", "media"]);
    const confidence = screen.getByRole("table", { name: /^confidence/ });
    expect(within(confidence).getByText(confidenceMeanings.confirmed)).toBeInTheDocument();
  });

  it("lists the downloads' columns in the CSV's order, each with its GeoJSON name", () => {
    renderWithProviders(<CodebookPage />, { path: "/codebook" });
    const fields = screen.getByRole("table", { name: "The fields of an incident" });
    const rows = within(fields).getAllByRole("row").slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
    expect(cells.map(([csv]) => csv)).toEqual(INCIDENT_COLUMNS.map((column) => column.csv));
    expect(cells.find(([csv]) => csv === "source_url")?.[1]).toBe("sourceUrl");
    expect(cells.map(([csv]) => csv)).not.toContain("permalink");
  });

  it("defines the precision codes and the Admiralty grading, A to F and 1 to 6", () => {
    renderWithProviders(<CodebookPage />, { path: "/codebook" });
    const codes = (name: RegExp) =>
      within(screen.getByRole("table", { name }))
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[0]!.textContent);
    expect(codes(/^place_precision/)).toEqual(["exact", "town", "region", "country"]);
    expect(codes(/^time_precision/)).toEqual(["day", "month", "year"]);
    expect(codes(/^reliability/)).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(codes(/^credibility/)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(screen.getByText(placePrecisionMeanings.town)).toBeInTheDocument();
    expect(screen.getByText(reliabilityMeanings.F)).toBeInTheDocument();
    expect(screen.getByText(credibilityMeanings[1])).toBeInTheDocument();
  });

  it("defines every evidence status and method of geolocation with the words the API's schema uses", () => {
    renderWithProviders(<CodebookPage />, { path: "/codebook" });
    expect(screen.getByRole("heading", { level: 2, name: "Evidence" })).toBeInTheDocument();
    const table = (name: RegExp, values: readonly string[]) => {
      const rows = within(screen.getByRole("table", { name }))
        .getAllByRole("row")
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole("cell")
            .map((cell) => cell.textContent),
        );
      expect(rows.map(([code]) => code)).toEqual([...values]);
      return rows;
    };
    const statuses = table(/^evidenceStatus: how well it is verified/, EVIDENCE_STATUSES);
    expect(statuses.map(([, shown, meaning]) => [shown, meaning])).toEqual(
      EVIDENCE_STATUSES.map((status) => [evidenceStatusLabels[status], evidenceStatusMeanings[status]]),
    );
    const methods = table(/^geolocationMethod: how the place was established/, GEOLOCATION_METHODS);
    expect(methods.map(([, shown, meaning]) => [shown, meaning])).toEqual(
      GEOLOCATION_METHODS.map((method) => [
        geolocationMethodLabels[method],
        geolocationMethodMeanings[method],
      ]),
    );
  });
});

// the catalogue as a translator edits it (an import would be its compiled form)
const englishPages = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../locales/en/pages.json"), "utf8"),
) as Record<string, string>;

describe("the codebook's English words", () => {
  it("are the API schema's, word for word, for every column and the empty values", () => {
    for (const { csv, meaning } of INCIDENT_COLUMNS) {
      const key = `pages.codebook.column.${csv.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
      expect(englishPages[key], csv).toBe(meaning);
    }
    expect(englishPages["pages.codebook.nullValues"]).toBe(NULL_VALUES_NOTE);
  });
});
