import { describe, expect, it } from "vitest";
import { messages } from "./messages.js";
import { GRADING_MESSAGES, gradingCode, periodEnd, periodStart, validateSourceGrading } from "./precision.js";
import { validateEventUpdate, validateSubmission } from "./validation.js";

const valid = {
  type: "russian",
  kind: "sabotage",
  sourceUrl: "https://example.org/a",
  date: "2024-05-17",
  latitude: "54.5",
  longitude: "15.3",
  captchaToken: "token",
};

describe("place and time precision", () => {
  it("takes the four place and three time precisions, and none at all", () => {
    for (const placePrecision of ["exact", "town", "region", "country"])
      expect(validateSubmission({ ...valid, placePrecision }, "2025-01-01")).toEqual({});
    for (const timePrecision of ["day", "month", "year"])
      expect(validateEventUpdate({ timePrecision })).toEqual({});
    expect(validateSubmission(valid, "2025-01-01")).toEqual({});
  });

  it("refuses any other value with its field's message", () => {
    expect(
      validateSubmission({ ...valid, placePrecision: "street", timePrecision: "" }, "2025-01-01"),
    ).toEqual({
      placePrecision: messages.placePrecisionInvalid,
      timePrecision: messages.timePrecisionInvalid,
    });
    expect(validateEventUpdate({ placePrecision: "Town" })).toEqual({
      placePrecision: messages.placePrecisionInvalid,
    });
  });

  it("keeps a month as its first day and a year as 1 January, and ends each at the next one", () => {
    expect(periodStart("2024-02-29", "day")).toBe("2024-02-29");
    expect(periodStart("2024-02-29", "month")).toBe("2024-02-01");
    expect(periodStart("2024-02-29", "year")).toBe("2024-01-01");
    expect(periodEnd("2024-02-29", "day")).toBe("2024-03-01");
    expect(periodEnd("2024-12-01", "month")).toBe("2025-01-01");
    expect(periodEnd("2024-01-01", "year")).toBe("2025-01-01");
  });
});

describe("the Admiralty grading of a source", () => {
  it("takes A to F and 1 to 6, and writes them as analysts do", () => {
    expect(validateSourceGrading({ reliability: "A", credibility: 1 })).toEqual({});
    expect(validateSourceGrading({ reliability: "F", credibility: 6 })).toEqual({});
    expect(gradingCode("B", 2)).toBe("B2");
    expect(gradingCode(null, null)).toBeNull();
  });

  it("refuses lower case, other letters, numbers off the scale and text", () => {
    expect(validateSourceGrading({ reliability: "b", credibility: 0 })).toEqual(GRADING_MESSAGES);
    expect(validateSourceGrading({ reliability: "G", credibility: 7 })).toEqual(GRADING_MESSAGES);
    expect(validateSourceGrading({ reliability: "AB", credibility: "2" })).toEqual(GRADING_MESSAGES);
    expect(validateSourceGrading({ reliability: "C", credibility: 2.5 })).toEqual({
      credibility: GRADING_MESSAGES.credibility,
    });
  });
});
