import { describe, expect, it } from "vitest";
import { eventsAtLocationLabel, typeBadge } from "./eventFormat";

describe("popup texts", () => {
  it("badges Russian events RU and Chinese events CN", () => {
    expect(typeBadge("russian")).toBe("RU");
    expect(typeBadge("chinese")).toBe("CN");
  });

  it("counts the events at one location", () => {
    expect(eventsAtLocationLabel(3)).toBe("3 events at this location");
  });
});
