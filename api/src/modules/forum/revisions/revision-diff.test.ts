import { describe, expect, it } from "vitest";
import { compareTexts, DIFF_LIMITS, sideOf } from "./revision-diff.js";

/** The property is about what a diff says, not how fast: a busy machine must not stop a comparison. */
const UNHURRIED = { ...DIFF_LIMITS, timeoutMs: 10_000 };

/** A small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = ["the", "post", "flood", "road", "closed", " ", "  ", "\n", "\n\n", "é", "😀", "-", "**b**"];

function text(next: () => number, length: number): string {
  return Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join("");
}

/** An edit of `base`: some pieces cut, some inserted, some kept. */
function edited(next: () => number, base: string): string {
  let out = "";
  for (let i = 0; i < base.length;) {
    const step = 1 + Math.floor(next() * 12);
    const roll = next();
    if (roll < 0.6) out += base.slice(i, i + step);
    else if (roll < 0.8) out += text(next, 1 + Math.floor(next() * 4));
    i += step;
  }
  return out;
}

describe("comparing two texts", () => {
  it("gives back the later text from the earlier one and the diff, and the earlier from the later (500 cases)", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const next = random(seed);
      const before = text(next, Math.floor(next() * 60));
      const after = next() < 0.2 ? text(next, Math.floor(next() * 60)) : edited(next, before);
      const diff = compareTexts(before, after, UNHURRIED);
      if (diff.tooDifferent) throw new Error(`seed ${seed}: small texts compared as too different`);
      expect({ seed, text: sideOf(diff.inline, "after") }).toEqual({ seed, text: after });
      expect({ seed, text: sideOf(diff.inline, "before") }).toEqual({ seed, text: before });
      const rows = diff.sideBySide;
      expect(
        rows
          .map((r) => r.after?.segments.map((s) => (s.kind === "removed" ? "" : s.text)).join("") ?? "")
          .join(""),
      ).toBe(after);
    }
  });

  it("marks the changed words inside a changed line", () => {
    const diff = compareTexts("The road is open.\nSecond line\n", "The road is closed.\nSecond line\n");
    expect(diff).toMatchObject({ tooDifferent: false });
    if (diff.tooDifferent) return;
    expect(diff.inline.map((line) => line.kind)).toEqual(["removed", "added", "same"]);
    expect(diff.inline[0]!.segments).toEqual([
      { kind: "same", text: "The road is " },
      { kind: "removed", text: "open" },
      { kind: "same", text: ".\n" },
    ]);
    expect(diff.inline[1]!.segments.filter((s) => s.kind === "added").map((s) => s.text)).toEqual(["closed"]);
    expect(diff.sideBySide[0]).toEqual({ before: diff.inline[0], after: diff.inline[1] });
  });

  it("answers two unrelated 64 KB texts with too different to compare, in well under 100 ms", () => {
    const next = random(46);
    const lines = (n: number) =>
      Array.from({ length: n }, () =>
        Math.floor(next() * 1e12)
          .toString(36)
          .repeat(4),
      ).join("\n");
    const [a, b] = [lines(1500).slice(0, 65_536), lines(1500).slice(0, 65_536)];
    const started = process.cpuUsage();
    const diff = compareTexts(a, b);
    const used = process.cpuUsage(started);
    expect(diff).toEqual({ tooDifferent: true });
    expect((used.user + used.system) / 1000).toBeLessThan(100);
  });
});
