import { afterAll, describe, expect, it } from "vitest";
import { threadNiceness } from "../../../../test/threads.js";
import { codePointsOver } from "./preview.service.js";
import { renderLane, type RenderJob } from "./render-lanes.js";

const JOB: RenderJob = { markdown: "**a**", users: new Map(), quotes: new Map(), maxHtmlBytes: 16_384 };
const DEADLINE_MS = 30_000; // lanes of their own, apart from those of other tests in this process

describe("render lanes", () => {
  afterAll(async () => {
    await renderLane("posts", DEADLINE_MS).close();
    await renderLane("previews", DEADLINE_MS).close();
  });

  it.runIf(process.platform === "linux")(
    "renders previews on a thread of the lowest CPU priority, and members' posts on one of normal priority",
    async () => {
      const before = threadNiceness().filter((nice) => nice === 19).length;
      expect((await renderLane("posts", DEADLINE_MS).run("member", JOB)).html).toContain(
        "<strong>a</strong>",
      );
      expect(threadNiceness().filter((nice) => nice === 19)).toHaveLength(before);
      expect((await renderLane("previews", DEADLINE_MS).run("address", JOB)).html).toContain(
        "<strong>a</strong>",
      );
      expect(threadNiceness().filter((nice) => nice === 19)).toHaveLength(before + 1);
    },
  );
});

describe("codePointsOver", () => {
  it("counts characters, not UTF-16 units, and stops counting past the limit", () => {
    expect(codePointsOver("abc", 3)).toBe(false);
    expect(codePointsOver("abcd", 3)).toBe(true);
    expect(codePointsOver("😀😀😀", 3)).toBe(false); // six units, three characters
    expect(codePointsOver("😀😀😀😀", 3)).toBe(true);
    expect(codePointsOver("\ud800\ud800a", 3)).toBe(false); // lone surrogates count one each
    expect(codePointsOver("\ud800\ud800ab", 3)).toBe(true);
    expect(codePointsOver("x".repeat(32_001), 32_000)).toBe(true);
  });
});
