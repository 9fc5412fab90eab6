import { describe, expect, it } from "vitest";
import { formatters } from "../../i18n";
import { i18nFor } from "../../i18n/catalogs";
import { duplicateLabel as label, duplicateStatus as statusId, type DuplicateFacts } from "./duplicateLabel";

// in English, as the queue shows them (the test set-up loads the English catalogues)
const t = (id: string, values?: Record<string, string | number>) => i18nFor("en")._(id, values);
const duplicateLabel = (facts: DuplicateFacts) => label(facts, t, formatters("en"));
const duplicateStatus = (status: string | undefined) => t(statusId(status));

describe("duplicate labels", () => {
  it("names the same source page first, whatever the distance", () => {
    expect(duplicateLabel({ sameSource: true, distanceKm: 900, daysApart: 40 })).toBe("Same source page");
  });

  it("gives the distance in kilometres to one decimal and the days apart", () => {
    expect(duplicateLabel({ sameSource: false, distanceKm: 1.26, daysApart: 2 })).toBe(
      "1.3 km away, 2 days apart",
    );
    expect(duplicateLabel({ sameSource: false, distanceKm: 4.9, daysApart: 1 })).toBe(
      "4.9 km away, 1 day apart",
    );
  });

  it("says same place and same day when they coincide", () => {
    expect(duplicateLabel({ sameSource: false, distanceKm: 0.04, daysApart: 0 })).toBe(
      "Same place, same day",
    );
  });

  it("names the other incident's state in the moderators' words", () => {
    expect(duplicateStatus("approved")).toBe("on the map");
    expect(duplicateStatus("pending")).toBe("pending");
    expect(duplicateStatus("rejected")).toBe("rejected");
    expect(duplicateStatus(undefined)).toBe("unknown");
  });
});
