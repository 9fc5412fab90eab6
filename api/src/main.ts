import { setFlagsFromString } from "node:v8";
import { loadConfig } from "./config.js";
import { StartRefused } from "./start-refused.js";

/**
 * Configuration, then tracing when it is configured, then the app: tracing hooks module loading, so it
 * starts before any module it traces is imported; when it is off, no part of it is loaded.
 */
async function main() {
  const config = loadConfig();
  let stopTracing: (() => Promise<void>) | undefined;
  if (config.tracingEndpoint) {
    const { startTracing, otlpProcessor } = await import("./infra/tracing.js");
    stopTracing = startTracing(config.tracingServiceName, otlpProcessor()).shutdown;
  }
  const { start } = await import("./start.js");
  await start(config, stopTracing);
}

/**
 * After each full collection V8 lets the heap grow up to fourfold past what survived before it collects
 * again: under a page load, some 450 MiB of garbage on a live heap of 70 MiB (RSS 537 MiB). Half keeps
 * it near 280 MiB; a quarter (250 MiB) collected so often that a search beside that load waited three
 * times as long at p90 (decision 170). Read by V8 at each collection, so set here it holds for the whole
 * process and its worker threads.
 */
setFlagsFromString("--heap-growing-percent=50");

main().catch((error: unknown) => {
  // a start refused for a reason the operator can mend says only that reason
  if (error instanceof StartRefused) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
