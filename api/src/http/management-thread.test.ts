import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startManagementThread, type ManagementThread } from "./management-thread.js";

/**
 * Asks `url` from another process while this thread's event loop is blocked for `blockMs` first: only
 * a listener on another thread can answer.
 */
function askWhileBlocked(url: string, blockMs: number): { status: number; body: string } {
  const script = `setTimeout(async () => {
    const answer = await fetch(${JSON.stringify(url)});
    process.stdout.write(JSON.stringify({ status: answer.status, body: await answer.text() }));
  }, ${blockMs});`;
  return JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })) as {
    status: number;
    body: string;
  };
}

const unexpected = (error: Error) => {
  throw error;
};

describe("the management thread", () => {
  let thread: ManagementThread | undefined;
  afterEach(async () => {
    await thread?.close();
    thread = undefined;
  });

  const readiness = () =>
    createServer((req, res) => {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ status: "ready", path: req.url }));
    });

  it("answers liveness while the main event loop is busy, and passes readiness on to it", async () => {
    thread = await startManagementThread(readiness(), 0, "127.0.0.1", unexpected, 5000);
    const url = `http://127.0.0.1:${thread.port}`;
    // this thread's loop is blocked while the other process asks: the thread answers alone
    expect(askWhileBlocked(`${url}/healthz`, 200)).toEqual({ status: 200, body: '{"status":"ok"}' });
    const ready = await fetch(`${url}/readyz?full=1`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", path: "/readyz?full=1" });
  });

  it("fails liveness once the main event loop has not turned for its bound", async () => {
    thread = await startManagementThread(readiness(), 0, "127.0.0.1", unexpected, 300);
    const answer = askWhileBlocked(`http://127.0.0.1:${thread.port}/healthz`, 800);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ status: "stalled" });
    expect((await fetch(`http://127.0.0.1:${thread.port}/healthz`)).status).toBe(200);
  });

  it("keeps answering after a client leaves in the middle of a passed-on request", async () => {
    const slow = createServer((_req, res) => void setTimeout(() => res.end("{}"), 300));
    thread = await startManagementThread(slow, 0, "127.0.0.1", unexpected);
    const url = `http://127.0.0.1:${thread.port}`;
    await expect(fetch(`${url}/readyz`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("says the port is taken when it is", async () => {
    thread = await startManagementThread(readiness(), 0, "127.0.0.1", unexpected);
    await expect(startManagementThread(readiness(), thread.port, "127.0.0.1", unexpected)).rejects.toThrow(
      /EADDRINUSE/,
    );
  });
});
