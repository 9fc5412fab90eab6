import { afterAll, describe, expect, it } from "vitest";
import { threadNiceness } from "../../../../test/threads.js";
import { renderLane, type RenderJob } from "./render-lanes.js";

const JOB: RenderJob = {
  markdown: "**a**",
  users: new Map(),
  quotes: new Map(),
  incidents: [],
  origin: "",
  maxHtmlBytes: 16_384,
};
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
