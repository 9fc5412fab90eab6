import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../test/app.js";
import { recordingLogger, type RecordingLogger } from "../../test/logs.js";
import { closedPort } from "../../test/tcp-relay.js";
import { createLogger } from "../infra/logger.js";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded.js";
import { onThisMachine } from "../../test/slowness.js";

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { message?: string; errors?: Array<{ extensions?: { code?: string } }> };
}

describe("while PostgreSQL is unavailable", () => {
  const directory = mkdtempSync(join(tmpdir(), "incident-watch-outage-"));
  const quiet = createLogger("silent");
  let port: number;
  let database: EmbeddedDatabase;
  let app: TestApp;
  let logs: RecordingLogger;

  beforeAll(async () => {
    chmodSync(directory, 0o755); // the embedded server runs as the postgres user when we are root
    // a port nothing listens on (a random one could be taken); the restart below reuses it
    port = await closedPort();
    database = await startEmbeddedDatabase(directory, port, quiet);
    logs = recordingLogger();
    // whole-answer caching off, so the visitor's GraphQL query below must reach the database; no research
    // limit, or the steady traffic below, all from one address, would meet 429 before the outage does
    app = await startTestApp(
      { DATABASE_URL: database.url, PUBLIC_CACHE_SECONDS: "0", RESEARCH_RATE_LIMIT: "0" },
      { logger: logs },
    );
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    rmSync(directory, { recursive: true, force: true });
  });

  // One of each kind of request: the kept public list, GraphQL reading the database, and session lookups
  const requests: Array<() => Promise<Response>> = [
    () => fetch(`${app.url}/api/events`),
    () => fetch(`${app.url}/api/auth/me`, { headers: { authorization: "Bearer some-session-token" } }),
    () =>
      fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ events(first: 5) { edges { node { id } } } }" }),
      }),
    () =>
      fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer some-session-token" },
        body: JSON.stringify({ query: "{ me { id } }" }),
      }),
  ];

  const answer = async (request: () => Promise<Response>): Promise<Answer> => {
    const response = await request();
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: (await response.json()) as Answer["body"],
    };
  };

  /** Keeps every kind of request going, a few at a time, until stopped; returns every answer. */
  function load() {
    const answers: Answer[] = [];
    let running = true;
    const workers = Array.from({ length: 4 }, async () => {
      while (running) {
        for (const request of requests)
          answers.push(await answer(request).catch(() => ({ status: 0 }) as Answer));
      }
    });
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(workers);
      },
    };
  }

  it(
    "answers 503 with Retry-After (never 500), logs the outage once, and recovers by itself",
    { timeout: onThisMachine(60_000) },
    async () => {
      const before = await Promise.all(requests.map(answer));
      expect(before.map((a) => a.status)).toEqual([200, 401, 200, 200]);

      const traffic = load();
      // every line the app writes is JSON through its logger: nothing goes to the console as plain text
      const printed = vi.spyOn(console, "log");
      await new Promise((resolve) => setTimeout(resolve, 300));
      await database.stop();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const during = await Promise.all(requests.map(answer));
      await traffic.stop();

      // the public incident list is answered from the copy kept for the data's current version
      const [kept, ...needDatabase] = during;
      expect(kept!.status).toBe(200);
      for (const { status, retryAfter, body } of needDatabase) {
        expect(status).toBe(503);
        expect(Number(retryAfter)).toBeGreaterThan(0);
        if (body.errors) expect(body.errors[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
        else
          expect(body).toEqual({ message: messages.databaseUnavailable, messageKey: "databaseUnavailable" });
      }
      const statuses = new Set(traffic.answers.map((a) => a.status));
      expect([...statuses].filter((s) => s !== 200 && s !== 401 && s !== 503)).toEqual([]);
      expect(traffic.answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      expect(logs.errors()).toEqual([expect.stringMatching(/^Database unavailable/)]);

      database = await startEmbeddedDatabase(directory, port, quiet);
      const deadline = Date.now() + 15_000;
      let after = await Promise.all(requests.map(answer));
      while (after.some((a) => a.status === 503) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = await Promise.all(requests.map(answer));
      }
      expect(after.map((a) => a.status)).toEqual([200, 401, 200, 200]);
      expect(printed.mock.calls).toEqual([]);
      printed.mockRestore();
      expect(logs.errors()).toEqual([expect.stringMatching(/^Database unavailable/)]);
      await expect.poll(() => logs.lines.some((l) => l.message === "Database available again")).toBe(true);
    },
  );
});
