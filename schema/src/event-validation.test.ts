import { describe, expect, it } from "vitest";
import { messages } from "./messages.js";
import {
  latestToday,
  rejectionReasonError,
  roundCoordinate,
  submittedDay,
  validateEventUpdate,
  validateSubmission,
} from "./validation.js";

const valid = {
  type: "russian",
  kind: "sabotage",
  sourceUrl: "https://example.org/a",
  date: "2024-05-01",
  latitude: "54.5",
  longitude: "15.3",
  captchaToken: "token",
};

describe("incident submission rules", () => {
  it("accepts a complete submission", () => {
    expect(validateSubmission(valid, "2025-01-01")).toEqual({});
  });

  it("requires one of the six kinds of attack", () => {
    expect(validateSubmission({ ...valid, kind: undefined }, "2025-01-01")).toEqual({
      kind: messages.kindRequired,
    });
    expect(validateSubmission({ ...valid, kind: "piracy" }, "2025-01-01")).toEqual({
      kind: messages.kindInvalid,
    });
    expect(validateEventUpdate({ kind: "Cyber" })).toEqual({ kind: messages.kindInvalid });
    expect(validateEventUpdate({ kind: "cyber" })).toEqual({});
  });

  it("reads the day of a date with or without a time, and nothing else", () => {
    expect(submittedDay("2024-05-01")).toBe("2024-05-01");
    expect(submittedDay("2024-05-01T22:10:00.000Z")).toBe("2024-05-01");
    expect(submittedDay("2024-05-01garbage")).toBeUndefined();
    expect(submittedDay("2023-02-29")).toBeUndefined();
  });

  it("treats a day that has begun anywhere on Earth as not in the future", () => {
    expect(latestToday(new Date("2025-03-10T12:00:00Z"))).toBe("2025-03-11");
    expect(validateSubmission({ ...valid, date: "2025-03-11" }, "2025-03-11")).toEqual({});
    expect(validateSubmission({ ...valid, date: "2025-03-12" }, "2025-03-11").date).toBe(
      messages.dateInFuture,
    );
  });
});

describe("stored coordinates", () => {
  it("keeps 7 decimal places, so nothing subnormal and no -0 is stored", () => {
    expect(roundCoordinate(5e-324)).toBe(0);
    expect(Object.is(roundCoordinate(-1e-300), 0)).toBe(true);
    expect(roundCoordinate(24.123456789)).toBe(24.1234568);
    expect(roundCoordinate(-89.99999999)).toBe(-90);
    expect(roundCoordinate(180)).toBe(180);
  });
});

describe("moderator edit rules", () => {
  it("checks only the fields given", () => {
    expect(validateEventUpdate({})).toEqual({});
    expect(validateEventUpdate({ latitude: 91 })).toEqual({ latitude: messages.latitudeOutOfRange });
  });

  it("applies the submission rules and the title rules", () => {
    expect(
      validateEventUpdate({
        type: "martian",
        title: "  ",
        sourceUrl: "ftp://x",
        date: "2024-13-01",
        longitude: -181,
      }),
    ).toEqual({
      type: messages.typeInvalid,
      title: messages.titleRequired,
      sourceUrl: messages.sourceUrlInvalid,
      date: messages.dateInvalid,
      longitude: messages.longitudeOutOfRange,
    });
    expect(validateEventUpdate({ title: "x".repeat(301) }).title).toBe(messages.titleTooLong);
  });

  it("refuses a source URL whose percent-encoding hides a control character such as NUL", () => {
    for (const sourceUrl of [
      "https://example.org/a%00b",
      "https://example.org/?q=%1B",
      "https://example.org/%7f",
      "https://example.org/%C2%85",
    ]) {
      expect(validateEventUpdate({ sourceUrl }).sourceUrl).toBe(messages.controlCharacters);
    }
    expect(validateEventUpdate({ sourceUrl: "https://example.org/a%20b%2Fc%C3%A9" })).toEqual({});
  });

  it("requires a short reason to reject", () => {
    expect(rejectionReasonError(" ")).toBe(messages.rejectionReasonRequired);
    expect(rejectionReasonError("x".repeat(1001))).toBe(messages.rejectionReasonTooLong);
    expect(rejectionReasonError("Duplicate of another report")).toBeUndefined();
  });
});
