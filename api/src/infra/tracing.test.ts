import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SpanKind } from "@opentelemetry/api";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createTestDatabase } from "../../test/database.js";

interface TracedSpan {
  name: string;
  kind: SpanKind;
  scope: string;
  traceId: string;
  attributes: Record<string, unknown>;
}

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));

/** test/traced-request.ts in a fresh process: what it printed last. */
function tracedRequest(env: Record<string, string>) {
  return new Promise<{ status: number; answer: unknown; spans: TracedSpan[] }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "test/traced-request.ts"],
      { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => {
      const last = stdout.trim().split("\n").at(-1);
      if (code !== 0 || !last) return reject(new Error(`exited with ${code}: ${stderr}`));
      resolve(JSON.parse(last) as { status: number; answer: unknown; spans: TracedSpan[] });
    });
  });
}

describe("tracing with OpenTelemetry", () => {
  let database: { url: string; drop(): Promise<void> };
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const redisPrefix = `iw-trace-${process.pid}:`;

  beforeAll(async () => {
    database = await createTestDatabase(inject("databaseServerUrl"), inject("databaseTemplate"));
  });
  afterAll(async () => {
    await database?.drop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("traces one GraphQL request that reads the database through HTTP, Express, GraphQL, PostgreSQL and Redis", async () => {
    const { status, answer, spans } = await tracedRequest({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
    });
    expect(status).toBe(200);
    expect(answer).toEqual({ data: { categories: [] } });

    const server = spans.find(
      (s) => s.scope === "@opentelemetry/instrumentation-http" && s.kind === SpanKind.SERVER,
    );
    expect(server?.name).toMatch(/^POST/);
    // every layer's span belongs to the request's trace
    const ofRequest = spans.filter((s) => s.traceId === server!.traceId);
    const scopes = new Set(ofRequest.map((s) => s.scope));
    expect([...scopes].sort()).toEqual(
      expect.arrayContaining([
        "@opentelemetry/instrumentation-express",
        "@opentelemetry/instrumentation-graphql",
        "@opentelemetry/instrumentation-http",
        "@opentelemetry/instrumentation-ioredis",
        "@opentelemetry/instrumentation-pg",
      ]),
    );
    expect(
      ofRequest.find(
        (s) => s.scope === "@opentelemetry/instrumentation-graphql" && s.name.startsWith("query"),
      ),
    ).toBeTruthy();
    expect(
      ofRequest.some(
        (s) =>
          s.scope === "@opentelemetry/instrumentation-pg" &&
          /forum_categories/.test(String(s.attributes["db.query.text"] ?? s.attributes["db.statement"])),
      ),
    ).toBe(true);
  }, 180_000); // a fresh process loads the app from source
});
