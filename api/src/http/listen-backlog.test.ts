import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../../test/app.js";

describe("the app's listening socket", () => {
  it("asks the kernel to queue LISTEN_BACKLOG connections, not Node's default of 511", async () => {
    const app = await startTestApp({ LISTEN_BACKLOG: "1234" });
    try {
      const { port } = new URL(app.url);
      const listening = execFileSync("ss", ["-ltnH", `sport = :${port}`], { encoding: "utf8" });
      // for a listening socket, ss shows the backlog it was given as its Send-Q
      const [, , backlog] = listening.trim().split(/\s+/);
      expect(backlog).toBe("1234");
    } finally {
      await app.close();
    }
  });
});
