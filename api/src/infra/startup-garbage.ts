import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * One full garbage collection, a few seconds after start-up: starting (modules, the schema, migrations,
 * the demo seed) leaves some 80 MB of garbage in the old generation, which an idle instance keeps in its
 * resident memory until its first major collection, minutes or hours later (236 MB at rest, against 170 MB
 * once collected; issue 57). `--expose-gc` is given to a new context only, so nothing else sees `gc`.
 */
export function collectStartupGarbage(delayMs = 5_000): NodeJS.Timeout {
  return setTimeout(collectGarbage, delayMs).unref();
}

/** A full, blocking collection (tens of milliseconds): only at start-up, never under load. */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}
