import { describe, expect, it } from "vitest";
import { readyLine } from "./start-message.js";

describe("readyLine", () => {
  it("gives the address a browser opens, and how to stop the app", () => {
    expect(readyLine("0.0.0.0", 3000)).toBe(
      "Incident Watch is running at http://localhost:3000 (press Ctrl+C to stop)",
    );
    expect(readyLine("::", 8080)).toBe(
      "Incident Watch is running at http://localhost:8080 (press Ctrl+C to stop)",
    );
  });

  it("keeps a host the operator named", () => {
    expect(readyLine("watch.internal", 3000)).toContain("http://watch.internal:3000");
  });
});
