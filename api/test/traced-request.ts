// Run by tracing.test.ts in a process of its own (tracing hooks module loading, so it must start before
// the app's modules load): the app with tracing into memory, one GraphQL request that reads the
// database, then the spans as one JSON line on stdout. DATABASE_URL and REDIS_URL come from the test.
import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace";
import { startTracing } from "../src/infra/tracing.js";

const exporter = new InMemorySpanExporter();
const tracing = startTracing("incident-watch-test", new SimpleSpanProcessor({ exporter }));

await import("reflect-metadata");
const { loadConfig } = await import("../src/config.js");
const { openDatabase } = await import("../src/db/database.js");
const { createLogger } = await import("../src/infra/logger.js");
const { createDeps } = await import("../src/deps.js");
const { createApp } = await import("../src/app.js");

const config = loadConfig({ ...process.env, NODE_ENV: "test", PORT: "0", SEED_DEMO: "false" });
const logger = createLogger("silent");
const database = await openDatabase(config, logger);
const deps = createDeps(config, logger, database.orm);
const app = await createApp(database.orm, deps);
const port = await app.listen(0, "127.0.0.1");
exporter.reset(); // only the request's spans, not the start-up's
const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query: "{ categories { id name } }" }),
});
const answer: unknown = await response.json();
await app.close();
await deps.close();
await database.close();
const spans = exporter.getFinishedSpans().map((span) => ({
  name: span.name,
  kind: span.kind,
  scope: span.instrumentationScope.name,
  traceId: span.spanContext().traceId,
  attributes: span.attributes,
}));
await tracing.shutdown(); // empties the exporter
process.stdout.write(`${JSON.stringify({ status: response.status, answer, spans })}\n`);
