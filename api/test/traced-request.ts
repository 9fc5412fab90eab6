// Run by tracing.test.ts in a process of its own (tracing hooks module loading, so it must start before
// the app's modules load): the app with tracing into memory and two GraphQL requests that read the
// database: one straight to the app, one through deploy/nginx's configuration with a client's trace
// context of its own (CLIENT_TRACEPARENT). Prints both answers with their spans as one JSON line on
// stdout. DATABASE_URL and REDIS_URL come from the test.
import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace";
import { startTracing } from "../src/infra/tracing.js";
import { startNginx } from "./nginx.js";

const exporter = new InMemorySpanExporter();
const tracing = startTracing("incident-watch-test", new SimpleSpanProcessor({ exporter }));

await import("reflect-metadata");
const { loadConfig } = await import("../src/config.js");
const { openDatabase } = await import("../src/db/database.js");
const { createLogger } = await import("../src/infra/logger.js");
const { createDeps } = await import("../src/deps.js");
const { createApp } = await import("../src/app.js");

/** Each step on stderr: the test shows them when the process neither answers nor exits. */
const step = (name: string) => process.stderr.write(`${new Date().toISOString()} ${name}\n`);
step("modules loaded");

const config = loadConfig({ ...process.env, NODE_ENV: "test", PORT: "0", SEED_DEMO: "false" });
const logger = createLogger("silent");
const database = await openDatabase(config, logger);
const deps = createDeps(config, logger, database.orm);
const app = await createApp(database.orm, deps);
const port = await app.listen(0, "127.0.0.1");
step("app listening");
const nginx = await startNginx([`127.0.0.1:${port}`]);
step("nginx started");

/** The request sent to `url`, with its answer and only its own spans. */
async function traced(url: string, query: string, headers: Record<string, string> = {}) {
  exporter.reset();
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query }),
  });
  const answer: unknown = await response.json();
  await new Promise((resolve) => setTimeout(resolve, 100)); // the server span ends after the last byte
  const spans = exporter.getFinishedSpans().map((span) => ({
    name: span.name,
    kind: span.kind,
    scope: span.instrumentationScope.name,
    traceId: span.spanContext().traceId,
    spanId: span.spanContext().spanId,
    parentSpanId: span.parentSpanContext?.spanId ?? null,
    attributes: span.attributes,
  }));
  return { status: response.status, answer, requestId: response.headers.get("x-request-id"), spans };
}

// two queries: the second is not answered from the public cache the first filled
step("asking directly");
const direct = await traced(`http://127.0.0.1:${port}`, "{ categories { id name } }");
step("asking through nginx");
const throughNginx = await traced(nginx.url, "{ categories { id } }", {
  traceparent: process.env.CLIENT_TRACEPARENT ?? "",
});
step("answered; stopping nginx");
await nginx.stop();
step("closing the app");
await app.close();
step("closing its dependencies");
await deps.close();
await database.close();
step("shutting tracing down");
await tracing.shutdown();
process.stdout.write(`${JSON.stringify({ direct, throughNginx })}\n`);
