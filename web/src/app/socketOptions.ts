import type { ClientOptions } from "graphql-ws";
import { retryDelayMs } from "./socketRetry";

export interface SocketHandlers {
  /** Every (re)connection the server acknowledged; `reconnected` after an outage. */
  connected?(reconnected: boolean): void;
  closed?(event: unknown): void;
}

/**
 * How the page's live socket behaves, apart from where it connects and who it says it is: it never
 * gives up (a refused connection while the server restarts is retried like a dropped one), waits 1 s
 * doubling to 30 s with jitter between tries, and resubscribes whatever was subscribed. The server's
 * fatal closes (4401 session ended, 4400 bad request …) still end it: graphql-ws checks those first.
 */
export function liveSocketOptions(
  handlers: SocketHandlers = {},
): Pick<ClientOptions, "retryAttempts" | "shouldRetry" | "retryWait" | "on"> {
  let outageLogged = false;
  return {
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (outageLogged) console.warn("Live updates reconnected");
        outageLogged = false;
        handlers.connected?.(wasRetry);
      },
      closed: (event) => {
        if (!outageLogged) console.warn("Live updates lost their connection; reconnecting", event);
        outageLogged = true;
        handlers.closed?.(event);
      },
    },
  };
}
