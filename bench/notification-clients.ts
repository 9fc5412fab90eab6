// Notification clients for the live-notification benchmark: signed-in graphql-ws sockets that hold a
// notificationAdded subscription, plain or behaving as the web page does (its own socket options, and the
// newest notification held sent at every connection so the socket replays what came after).
import { createRequire } from "node:module";
import type { createClient as CreateClient, Client } from "graphql-ws";
import { webRequire } from "./bench-app.js";
import { liveSocketOptions } from "../web/src/app/socketOptions.js";

const apiRequire = createRequire(new URL("../api/package.json", import.meta.url));
const { createClient } = webRequire("graphql-ws") as { createClient: typeof CreateClient };
const WebSocket = apiRequire("ws") as typeof globalThis.WebSocket;

const SUBSCRIPTION = `subscription { notificationAdded { unseenCount notification { id type createdAt
  actor { username } relatedPost { id } relatedThread { id title } } } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Subscriber {
  client: Client;
  /** Milliseconds from the notification's creation (its transaction) to this client, per round. */
  latencies: Map<string, number>;
  /** When each notification first arrived (Date.now()), in order of arrival. */
  arrivals: number[];
  /** Every notification this client holds, pushed or caught up. */
  ids: Set<string>;
  /** When the socket was last acknowledged again after losing the server (Date.now()). */
  reconnectedAt?: number;
  /** Notifications pushed a second time to this client. */
  twice: number;
}

const newestOf = (ids: Set<string>) =>
  [...ids].reduce<string | null>((newest, id) => (newest && BigInt(newest) > BigInt(id) ? newest : id), null);

/** Socket closes during the restart or the outage, by code. */
export const socketCloses = new Map<number, number>();

/** Opens one signed-in socket with a notificationAdded subscription, resolved once the server acknowledged it. */
async function subscribe(url: string, token: string, likeThePage = false): Promise<Subscriber> {
  const subscriber: Subscriber = {
    client: undefined!,
    latencies: new Map(),
    arrivals: [],
    ids: new Set(),
    twice: 0,
  };
  await new Promise<void>((resolve, reject) => {
    subscriber.client = createClient({
      url: url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      lazy: false,
      // as the page: at each (re)connection the newest held, so the socket itself replays what came after
      connectionParams: () => {
        const newest = likeThePage ? newestOf(subscriber.ids) : null;
        return {
          authorization: `Bearer ${token}`,
          ...(newest ? { resume: { notificationAdded: newest } } : {}),
        };
      },
      onNonLazyError: reject,
      // the page's own socket options: retries forever with backoff, and catches up once back
      ...(likeThePage
        ? liveSocketOptions({
            connected: (reconnected) => {
              resolve();
              if (!reconnected) return;
              subscriber.reconnectedAt = Date.now();
            },
            closed: (event) => {
              const code = (event as { code?: number }).code ?? 0;
              socketCloses.set(code, (socketCloses.get(code) ?? 0) + 1);
            },
          })
        : {
            retryAttempts: 0,
            on: {
              connected: () => resolve(),
              closed: (event) => reject(new Error(`closed ${JSON.stringify(event)}`)),
            },
          }),
    });
  });
  subscriber.client.subscribe<{ notificationAdded: { notification: { id: string; createdAt: string } } }>(
    { query: SUBSCRIPTION },
    {
      next: ({ data }) => {
        const received = Date.now();
        const notification = data!.notificationAdded.notification;
        if (subscriber.ids.has(notification.id)) subscriber.twice += 1;
        else {
          subscriber.latencies.set(notification.id, received - Date.parse(notification.createdAt));
          subscriber.arrivals.push(received);
        }
        subscriber.ids.add(notification.id);
      },
      error: () => {}, // the socket closing at the end of a phase
      complete: () => {},
    },
  );
  return subscriber;
}

export async function openAll(url: string, tokens: string[], likeThePage = false): Promise<Subscriber[]> {
  const subscribers: Subscriber[] = [];
  for (let start = 0; start < tokens.length; start += 100) {
    const batch = tokens.slice(start, start + 100).map((t) => subscribe(url, t, likeThePage));
    subscribers.push(...(await Promise.all(batch)));
  }
  await sleep(2000); // every subscribe message handled, and Redis SUBSCRIBEs settled
  return subscribers;
}

export async function closeAll(subscribers: Subscriber[]) {
  await Promise.all(subscribers.map((s) => s.client.dispose()));
}
