import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SpanKind } from "@opentelemetry/api";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createTestDatabase } from "../../test/database.js";
import { onThisMachine } from "../../test/slowness.js";

interface TracedSpan {
  name: string;
  kind: SpanKind;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  attributes: Record<string, unknown>;
}

interface TracedAnswer {
  status: number;
  answer: unknown;
  /** nginx's X-Request-Id, when the request went through it */
  requestId: string | null;
  spans: TracedSpan[];
}

/** The spans of the request's trace (its HTTP server span's), after checking every layer has its own. */
function requestTrace(spans: TracedSpan[]) {
  const server = spans.find(
    (s) => s.scope === "@opentelemetry/instrumentation-http" && s.kind === SpanKind.SERVER,
  );
  expect(server?.name).toMatch(/^POST/);
  const ofRequest = spans.filter((s) => s.traceId === server!.traceId);
  expect([...new Set(ofRequest.map((s) => s.scope))].sort()).toEqual(
    expect.arrayContaining([
      "@opentelemetry/instrumentation-express",
      "@opentelemetry/instrumentation-graphql",
      "@opentelemetry/instrumentation-http",
      "@opentelemetry/instrumentation-ioredis",
      "@opentelemetry/instrumentation-pg",
    ]),
  );
  // every PostgreSQL query and Redis command of the request hangs, through its parents, under the
  // request's own server span, not beside it in the same trace
  const byId = new Map(ofRequest.map((span) => [span.spanId, span]));
  const underServer = (span: TracedSpan) => {
    for (let at: TracedSpan | undefined = span; at; at = byId.get(at.parentSpanId ?? "")) {
      if (at === server) return true;
    }
    return false;
  };
  for (const scope of ["@opentelemetry/instrumentation-pg", "@opentelemetry/instrumentation-ioredis"]) {
    const ofScope = ofRequest.filter((span) => span.scope === scope);
    expect(ofScope.length).toBeGreaterThan(0);
    expect(ofScope.filter((span) => !underServer(span)).map((span) => span.name)).toEqual([]);
  }
  return { traceId: server!.traceId, parentSpanId: server!.parentSpanId, spans: ofRequest };
}

const API_DIR = fileURLToPath(new URL("../..", import.meta.url));

type Traced = { direct: TracedAnswer; throughNginx: TracedAnswer };

/**
 * How long one run of the process may take. It loads the app from source through tsx's loader beside
 * OpenTelemetry's (Node 20 runs both hooks on one thread of their own), and once in a while, on a busy
 * machine, that pair never finishes loading: such a run is killed and made once more (two fit in the
 * setup's 180 s), its steps printed. A run that fails any other way fails the test.
 */
const TRACED_LIMIT_MS = 80_000;

class StillRunning extends Error {}

/** test/traced-request.ts in a fresh process: what it printed last. */
function tracedRun(env: Record<string, string>) {
  return new Promise<Traced>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "test/traced-request.ts"],
      { cwd: API_DIR, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // a process that neither answers nor exits says which of its steps it reached (on stderr)
    const watchdog = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new StillRunning(`still running after ${TRACED_LIMIT_MS} ms; its steps:\n${stderr || "none"}`));
    }, TRACED_LIMIT_MS);
    child.on("exit", (code) => {
      clearTimeout(watchdog);
      const last = stdout.trim().split("\n").at(-1);
      if (code !== 0 || !last) return reject(new Error(`exited with ${code}: ${stderr}`));
      resolve(JSON.parse(last) as Traced);
    });
  });
}

async function tracedRequest(env: Record<string, string>): Promise<Traced> {
  try {
    return await tracedRun(env);
  } catch (error) {
    if (!(error instanceof StillRunning)) throw error;
    console.warn(`The traced process was killed and is run again: ${error.message}`);
    return tracedRun(env);
  }
}

describe("tracing with OpenTelemetry", () => {
  let database: { url: string; drop(): Promise<void> };
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const redisPrefix = `iw-trace-${process.pid}:`;

  const clientTrace = "0af7651916cd43dd8448eb211c80319c";
  let traced: { direct: TracedAnswer; throughNginx: TracedAnswer };

  beforeAll(async () => {
    database = await createTestDatabase(inject("databaseServerUrl"), inject("databaseTemplate"));
    traced = await tracedRequest({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      CLIENT_TRACEPARENT: `00-${clientTrace}-b7ad6b7169203331-01`,
    });
  }, onThisMachine(180_000)); // a fresh process loads the app from source
  afterAll(async () => {
    await database?.drop();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("traces one GraphQL request that reads the database through HTTP, Express, GraphQL, PostgreSQL and Redis", () => {
    const { status, answer, spans } = traced.direct;
    expect(status).toBe(200);
    expect(answer).toEqual({ data: { categories: [] } });

    // every layer's span belongs to the request's trace
    const { spans: ofRequest } = requestTrace(spans);
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
  });

  it("starts the trace at nginx, whose request id names it, and ignores a client's own trace context", () => {
    const { status, requestId, spans } = traced.throughNginx;
    expect(status).toBe(200);
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    const { traceId, parentSpanId } = requestTrace(spans);
    expect(traceId).toBe(requestId);
    // the app's server span hangs under the span nginx named: the first half of its request id
    expect(parentSpanId).toBe(requestId!.slice(0, 16));
    expect(spans.some((span) => span.traceId === clientTrace)).toBe(false);
  });
});
