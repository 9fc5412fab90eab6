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

main().catch((error: unknown) => {
  // a start refused for a reason the operator can mend says only that reason
  if (error instanceof StartRefused) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
