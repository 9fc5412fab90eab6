import { messages } from "@incident-watch/schema";
import { ServiceUnavailableError } from "../core/errors.js";
import type { Logger } from "./logger.js";

// PostgreSQL's "the server is not there" conditions: connection failures (class 08), shutdown and start-up
// (57P01-57P03), too many connections (53300), and the socket errors of a server that went away.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Timeout acquiring a connection|connection is closed|Client has encountered a connection error|the database system is (starting up|shutting down)|terminating connection/i;

/** Whether an error means the database cannot be reached, rather than that a query or the input was wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const { code, message, name, cause, originalError } = error as Record<string, unknown>;
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (name === "ConnectionException" || name === "KnexTimeoutError") return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  // GraphQL wraps what a resolver threw as originalError; other wrappers use cause
  return isDatabaseUnavailable(originalError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client is told to wait (Retry-After) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface DatabaseOutage {
  /** Notes a request that failed for want of the database; the first of an outage is logged. */
  report(error: unknown): void;
  readonly down: boolean;
  close(): void;
}

/**
 * An outage is logged once when it starts and once when it ends, not per request: while it lasts, a probe
 * asks the database every probeEveryMs whether it is back.
 */
export function createDatabaseOutage(
  logger: Logger,
  probe: () => Promise<unknown>,
  probeEveryMs = 1000,
): DatabaseOutage {
  let down = false;
  let timer: NodeJS.Timeout | undefined;
  const probeAgain = async () => {
    try {
      await probe();
      down = false;
      logger.info("Database available again");
    } catch {
      watch();
    }
  };
  const watch = () => {
    // probeAgain settles every failure itself: there is nothing left for the timer to await
    timer = setTimeout(() => void probeAgain(), probeEveryMs);
    timer.unref();
  };
  return {
    get down() {
      return down;
    },
    report(error) {
      if (down) return;
      down = true;
      logger.error("Database unavailable: answering 503 until it is back", {
        error: error instanceof Error ? error.message : String(error),
      });
      watch();
    },
    close: () => clearTimeout(timer),
  };
}

/** The answer to a request that needed the database while it was unreachable (noted once per outage). */
export function databaseUnavailable(
  error: unknown,
  outage: DatabaseOutage | undefined,
): ServiceUnavailableError {
  outage?.report(error);
  return new ServiceUnavailableError(messages.databaseUnavailable, DATABASE_RETRY_AFTER_SECONDS);
}
