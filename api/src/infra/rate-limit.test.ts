import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createConnection } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "@incident-watch/schema";
import { RateLimitedError } from "../core/errors.js";
import { createLogger } from "./logger.js";
import { createRateLimiter, type RateLimiter } from "./rate-limit.js";
import { freePort } from "../../test/ports.js";
import { onThisMachine } from "../../test/slowness.js";

const logger = createLogger("silent");

async function refusal(action: Promise<unknown>): Promise<RateLimitedError> {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RateLimitedError);
  return error as RateLimitedError;
}

describe("per-action rate limits", () => {
  it("refuses the action past its limit with the seconds to wait", async () => {
    const limiter = createRateLimiter({ logger });
    for (let i = 0; i < 6; i++) await limiter.consume("loginPerAddressMinute", "1.2.3.4");
    const refused = await refusal(
      limiter.consume("loginPerAddressMinute", "1.2.3.4", messages.tooManyLoginAttempts),
    );
    expect(refused.message).toBe(messages.tooManyLoginAttempts);
    expect(refused.extensions.code).toBe("RATE_LIMITED");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await limiter.consume("loginPerAddressMinute", "5.6.7.8");
  });

  it("says 'Too many requests' unless the action has its own message", async () => {
    const limiter = createRateLimiter({ logger });
    await limiter.consume("forgotPasswordPerAccount", "a@example.com");
    const refused = await refusal(limiter.consume("forgotPasswordPerAccount", "a@example.com"));
    expect(refused.message).toBe(messages.tooManyRequests);
  });

  it("counts failures without ever refusing or locking, and says once they reach the limit, until reset", async () => {
    const limiter = createRateLimiter({ logger });
    for (let i = 0; i < 4; i++) await limiter.count("loginFailuresPerAccount", "bob");
    expect(await limiter.usedUp("loginFailuresPerAccount", "bob")).toBe(false);
    await limiter.count("loginFailuresPerAccount", "bob");
    expect(await limiter.usedUp("loginFailuresPerAccount", "bob")).toBe(true);
    // counting more still works: nothing is blocked
    await limiter.count("loginFailuresPerAccount", "bob");
    expect(await limiter.usedUp("loginFailuresPerAccount", "bob")).toBe(true);
    expect(await limiter.usedUp("loginFailuresPerAccount", "someone-else")).toBe(false);
    await limiter.reset("loginFailuresPerAccount", "bob");
    expect(await limiter.usedUp("loginFailuresPerAccount", "bob")).toBe(false);
  });

  describe("a reservation", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("gives back what the work did not use, within its window", async () => {
      const limiter = createRateLimiter({ logger }); // previews: 2,000 ms of rendering a minute
      const reservation = await limiter.reserve("previewRenderMsPerAddress", "7.7.7.7", 1500);
      await refusal(limiter.reserve("previewRenderMsPerAddress", "7.7.7.7", 1500));
      await reservation.refund(1400);
      await limiter.reserve("previewRenderMsPerAddress", "7.7.7.7", 1500);
      await refusal(limiter.reserve("previewRenderMsPerAddress", "7.7.7.7", 1500));
    });

    it("gives nothing back once its window has ended, so the next window gets no credit", async () => {
      vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
      const limiter = createRateLimiter({ logger });
      const reservation = await limiter.reserve("previewRenderMsPerAddress", "8.8.8.8", 1500);
      vi.advanceTimersByTime(61_000);
      await reservation.refund(1500);
      await limiter.reserve("previewRenderMsPerAddress", "8.8.8.8", 1500);
      await refusal(limiter.reserve("previewRenderMsPerAddress", "8.8.8.8", 1500));
    });
  });

  it("multiplies every limit by the configured factor", async () => {
    const limiter = createRateLimiter({ logger, factor: 2 });
    for (let i = 0; i < 6; i++) await limiter.consume("registrationsPerAddress", "9.9.9.9");
    await refusal(limiter.consume("registrationsPerAddress", "9.9.9.9"));
  });
});

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;

/** Whether `server` answers a PING on `port` before it exits or the machine's bound passes. */
async function listening(server: ChildProcess, port: number): Promise<boolean> {
  let exited = false;
  server.once("exit", () => (exited = true));
  for (const deadline = Date.now() + onThisMachine(10_000); !exited && Date.now() < deadline;) {
    // this server's answer, not another's that took the port
    const pong = await new Promise((resolve) => {
      const socket = createConnection(port, "127.0.0.1", () => socket.write("PING\r\n"));
      socket.once("data", (data) => (socket.end(), resolve(String(data).startsWith("+PONG"))));
      socket.on("error", () => resolve(false));
      socket.on("close", () => resolve(false));
      socket.setTimeout(1000, () => socket.destroy());
    });
    if (pong && !exited) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  return false;
}

describe.skipIf(!hasRedis)("rate limits shared through Redis", () => {
  let redis: ChildProcess;
  let url: string;
  const limiters: RateLimiter[] = [];

  beforeAll(async () => {
    // a port free a moment ago can be taken before redis-server binds it (another test's server, an
    // outgoing connection's local port): a server that exits at once is started again on another
    for (let tries = 0; tries < 5; tries++) {
      const port = await freePort();
      redis = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      url = `redis://127.0.0.1:${port}`;
      if (await listening(redis, port)) return;
    }
    throw new Error("redis-server did not start");
  });

  afterAll(async () => {
    for (const limiter of limiters) await limiter.close();
    redis?.kill();
  });

  it("counts one client's attempts across every instance", async () => {
    const [first, second] = [0, 1].map(() => createRateLimiter({ logger, redisUrl: url }));
    limiters.push(first!, second!);
    for (let i = 0; i < 3; i++) await first!.consume("loginPerAddressMinute", "4.4.4.4");
    for (let i = 0; i < 3; i++) await second!.consume("loginPerAddressMinute", "4.4.4.4");
    await refusal(first!.consume("loginPerAddressMinute", "4.4.4.4"));
    await refusal(second!.consume("loginPerAddressMinute", "4.4.4.4"));
  });

  it("keeps limiting in memory while Redis is unreachable", async () => {
    const limiter = createRateLimiter({ logger, redisUrl: "redis://127.0.0.1:9" });
    limiters.push(limiter);
    await limiter.consume("forgotPasswordPerAccount", "down@example.com");
    await refusal(limiter.consume("forgotPasswordPerAccount", "down@example.com"));
  });

  it("shares counted failures across instances", async () => {
    const [first, second] = [0, 1].map(() => createRateLimiter({ logger, redisUrl: url }));
    limiters.push(first!, second!);
    for (let i = 0; i < 5; i++) await first!.count("loginFailuresPerAccount", "carol");
    expect(await second!.usedUp("loginFailuresPerAccount", "carol")).toBe(true);
  });
});
