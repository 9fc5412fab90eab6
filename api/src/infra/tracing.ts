import { register } from "node:module";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { ExpressInstrumentation } from "@opentelemetry/instrumentation-express";
import { GraphQLInstrumentation } from "@opentelemetry/instrumentation-graphql";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { IORedisInstrumentation } from "@opentelemetry/instrumentation-ioredis";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from "@opentelemetry/sdk-trace";

export interface Tracing {
  /** Sends the spans still held and stops tracing. */
  shutdown(): Promise<void>;
}

/** Probes are not worth a trace each. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * OpenTelemetry spans for HTTP, Express, GraphQL, PostgreSQL and Redis, handed to `processor`. It hooks
 * module loading (ES modules through import-in-the-middle), so it must start before the app's modules
 * are imported: main.ts imports this file, and with it every OpenTelemetry package, only when tracing is
 * configured, and the app after it.
 */
export function startTracing(serviceName: string, processor: SpanProcessor): Tracing {
  // only the traced packages: wrapped, some CommonJS packages lose their default export to ESM importers
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url, {
    data: { include: ["express", "graphql", "ioredis", "pg", "http", "node:http"] },
  });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [processor],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => PROBES.has(req.url ?? "") }),
      new ExpressInstrumentation(),
      // a span per resolver that does work; a field read off its parent object gets none
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  return {
    async shutdown() {
      unregister();
      await provider.shutdown();
    },
  };
}

/**
 * Spans sent in batches over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads that variable
 * and the other OTEL_EXPORTER_OTLP_* ones itself).
 */
export function otlpProcessor(): SpanProcessor {
  return new BatchSpanProcessor({ exporter: new OTLPTraceExporter() });
}
