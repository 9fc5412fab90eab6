import { describe, expect, it } from "vitest";
import { eventsAtLocationLabel, formatEventDate, typeBadge } from "./eventFormat";

describe("popup texts", () => {
  it("shows dates as dd/mm/yyyy", () => {
    expect(formatEventDate("2024-03-05")).toBe("05/03/2024");
    expect(formatEventDate("2023-12-31T00:00:00.000Z")).toBe("31/12/2023");
  });

  it("leaves a date it cannot read as it is", () => {
    expect(formatEventDate("unknown")).toBe("unknown");
  });

  it("badges Russian events RU and Chinese events CN", () => {
    expect(typeBadge("russian")).toBe("RU");
    expect(typeBadge("chinese")).toBe("CN");
  });

  it("counts the events at one location", () => {
    expect(eventsAtLocationLabel(3)).toBe("3 events at this location");
  });
});
