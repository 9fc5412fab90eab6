import type { ClientOptions } from "graphql-ws";
// with its extension: the API's tests load this file under Node's module resolution (api/test/page-sockets.ts)
import { createReconnectPolicy, type ReconnectPolicy } from "./socketRetry.js";

export interface SocketHandlers {
  /** Every (re)connection the server acknowledged; `reconnected` after an outage. */
  connected?(reconnected: boolean): void;
  closed?(event: unknown): void;
}

/**
 * How the page's live socket behaves, apart from where it connects and who it says it is: it never
 * gives up (a refused connection while the server restarts is retried like a dropped one), waits as
 * `policy` says between tries (within 1 s after a planned stop, else 1 s doubling to 8 s with jitter, cut
 * short when the server answers another call), and resubscribes whatever was subscribed. The server's
 * fatal closes (4401 session ended, 4400 bad request …) still end it: graphql-ws checks those first.
 */
export function liveSocketOptions(
  handlers: SocketHandlers = {},
  policy: ReconnectPolicy = createReconnectPolicy(),
): Pick<ClientOptions, "retryAttempts" | "shouldRetry" | "retryWait" | "on"> {
  let outageLogged = false;
  return {
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => policy.wait(retries),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        policy.connected();
        if (outageLogged) console.warn("Live updates reconnected");
        outageLogged = false;
        handlers.connected?.(wasRetry);
      },
      closed: (event) => {
        policy.closed((event as { code?: number } | null)?.code);
        if (!outageLogged) console.warn("Live updates lost their connection; reconnecting", event);
        outageLogged = true;
        handlers.closed?.(event);
      },
    },
  };
}
