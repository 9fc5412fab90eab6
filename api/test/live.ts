import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

export const NOTIFICATION_ADDED = `subscription {
  notificationAdded {
    unseenCount
    notification { id type content seen createdAt actor { username } recipient { username }
                   relatedPost { id } relatedThread { id title } }
  }
}`;

export const NOTIFICATIONS_CHANGED = `subscription { notificationsChanged { ids change unseenCount } }`;

export interface LiveSocket {
  client: Client;
  /** Every `data` received, in order. */
  received: Array<Record<string, unknown>>;
  /** Resolves with the first received value (past or future) that matches. */
  next(
    match?: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** Resolves with the close code once the server closes the socket (the first time). */
  closed: Promise<number>;
  /** How many times the socket was acknowledged (more than once after reconnecting). */
  connections(): number;
  dispose(): Promise<void>;
}

export interface LiveOptions {
  /** The client's own loopback address (127.x.y.z), as a distinct client behind a proxy. */
  localAddress?: string;
  /** Reconnect when the server goes away (a page does), resubscribing; by default a close is final. */
  reconnect?: boolean;
  /** The cursors sent to resume own topics from at each (re)connection, as a returning page does. */
  resume?: () => Record<string, string>;
}

/** A graphql-ws client signed in with `token`, subscribed to `queries` once the server acknowledged it. */
export async function openLive(
  url: string,
  token: string | undefined,
  queries: string[],
  options: LiveOptions = {},
): Promise<LiveSocket> {
  const received: Array<Record<string, unknown>> = [];
  const errors: unknown[] = [];
  const waiters: Array<{
    match: (data: Record<string, unknown>) => boolean;
    resolve: (d: Record<string, unknown>) => void;
  }> = [];
  let resolveClosed!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  let resolveConnected!: () => void;
  let rejectConnected!: (error: unknown) => void;
  const connected = new Promise<void>(
    (resolve, reject) => ((resolveConnected = resolve), (rejectConnected = reject)),
  );
  let connections = 0;
  const { localAddress } = options;
  const client = createClient({
    url: url.replace("http", "ws") + "/graphql",
    webSocketImpl: localAddress
      ? class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { localAddress });
          }
        }
      : WebSocket,
    lazy: false,
    retryAttempts: options.reconnect ? 20 : 0,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200)),
    onNonLazyError: () => {}, // the closed promise reports it
    connectionParams: () => ({
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.resume ? { resume: options.resume() } : {}),
    }),
    on: {
      connected: () => (connections++, resolveConnected()),
      closed: (event) => {
        const code = (event as { code: number }).code;
        rejectConnected(new Error(`socket closed with ${code}`));
        resolveClosed(code);
      },
    },
  });
  await connected;
  for (const query of queries) {
    client.subscribe<Record<string, unknown>>(
      { query },
      {
        next: (value) => {
          if (!value.data) return;
          received.push(value.data);
          for (const waiter of waiters.filter((w) => w.match(value.data!))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(value.data);
          }
        },
        error: (error) => errors.push(error),
        complete: () => {},
      },
    );
  }
  // A subscribe message gets no answer: a later query's round trip, and a moment more, lets the server
  // finish registering the subscriptions (it handles a socket's messages concurrently).
  await new Promise<void>((resolve, reject) =>
    client.subscribe({ query: "{ __typename }" }, { next: () => {}, error: reject, complete: resolve }),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    client,
    received,
    closed,
    connections: () => connections,
    next(match = () => true, timeoutMs = 5000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching live event in time; errors: ${JSON.stringify(errors)}`)),
          timeoutMs,
        );
        waiters.push({ match, resolve: (data) => (clearTimeout(timer), resolve(data)) });
      });
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}
