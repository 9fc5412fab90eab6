// Members' notification sockets as the web page holds them: graphql-ws with the page's own socket options
// (it never gives up, and returns within a short window after a planned stop), sending at every connection
// the newest notification it holds so the socket replays what came after (decision 106), with the page's
// three subscriptions. Or plain sockets with one, that neither reconnect nor resume, for the benchmarks'
// steady phases.
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { liveSocketOptions } from "../../web/src/app/socketOptions.js";

const SUBSCRIPTION = `subscription { notificationAdded { unseenCount notification { id type createdAt
  actor { username } relatedPost { id } relatedThread { id title } } } }`;
/** The page's other subscriptions on the same socket (useNotificationSession); their answers are not kept. */
const PAGE_ALSO = [
  "subscription { notificationsChanged { ids change unseenCount } }",
  "subscription { viewerChanged { role } }",
];

/** One loss of a socket: when it closed and with what code, and when the server acknowledged it again. */
export interface SocketOutage {
  closedAt: number;
  code: number;
  backAt?: number;
}

export interface PageSocket {
  client: Client;
  /** Every notification this socket holds, pushed or replayed, in order of first arrival. */
  ids: Set<string>;
  /** Milliseconds from each notification's creation (its transaction) to its arrival here. */
  latencies: Map<string, number>;
  /** When each notification first arrived (Date.now()), in order of arrival. */
  arrivals: number[];
  /** Notifications sent here a second time, by id. */
  twice: Map<string, number>;
  /** When the socket was last acknowledged again after losing the server (Date.now()). */
  reconnectedAt?: number;
  /** Each loss of the socket, oldest first. */
  outages: SocketOutage[];
}

export interface PageSocketOptions {
  token: string;
  /** The client's own loopback address (127.x.y.z), as one of many visitors behind a proxy. */
  localAddress?: string;
  /** Behave as the page (reconnect and resume); otherwise a closed socket stays closed. */
  likeThePage?: boolean;
  /** The newest notification the page held when it loaded (its list), resumed from until a newer arrives. */
  held?: string | null;
  /** Every close of the socket, by code. */
  onClosed?(code: number): void;
}

const newestOf = (ids: Iterable<string>, start: string | null) => {
  let newest = start;
  for (const id of ids) if (newest === null || BigInt(id) > BigInt(newest)) newest = id;
  return newest;
};

/** A WebSocket that connects from `localAddress`. */
const webSocketFrom = (localAddress: string | undefined) =>
  localAddress
    ? class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { localAddress });
        }
      }
    : WebSocket;

/** Opens one signed-in socket with a notificationAdded subscription, resolved once the server acknowledged it. */
export async function openPageSocket(url: string, options: PageSocketOptions): Promise<PageSocket> {
  const { token, likeThePage = false } = options;
  const socket: PageSocket = {
    client: undefined!,
    ids: new Set(),
    latencies: new Map(),
    arrivals: [],
    twice: new Map(),
    outages: [],
  };
  await new Promise<void>((resolve, reject) => {
    socket.client = createClient({
      url: url.replace("http", "ws") + "/graphql",
      webSocketImpl: webSocketFrom(options.localAddress),
      lazy: false,
      // as the page: at each (re)connection the newest held, so the socket itself replays what came after
      connectionParams: () => {
        const newest = likeThePage ? newestOf(socket.ids, options.held ?? null) : null;
        return {
          authorization: `Bearer ${token}`,
          ...(newest ? { resume: { notificationAdded: newest, notificationsChanged: newest } } : {}),
        };
      },
      onNonLazyError: reject,
      // the page's own socket options: retries forever with backoff, and catches up once back
      ...(likeThePage
        ? liveSocketOptions({
            connected: (reconnected) => {
              resolve();
              if (!reconnected) return;
              socket.reconnectedAt = Date.now();
              const outage = socket.outages.at(-1);
              if (outage && outage.backAt === undefined) outage.backAt = socket.reconnectedAt;
            },
            closed: (event) => {
              const code = (event as { code?: number }).code ?? 0;
              const last = socket.outages.at(-1);
              // a failed attempt during an outage closes again: the outage goes on
              if (!last || last.backAt !== undefined) socket.outages.push({ closedAt: Date.now(), code });
              options.onClosed?.(code);
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
  socket.client.subscribe<{ notificationAdded: { notification: { id: string; createdAt: string } } }>(
    { query: SUBSCRIPTION },
    {
      next: ({ data }) => {
        const received = Date.now();
        const { id, createdAt } = data!.notificationAdded.notification;
        if (socket.ids.has(id)) socket.twice.set(id, (socket.twice.get(id) ?? 0) + 1);
        else {
          socket.latencies.set(id, received - Date.parse(createdAt));
          socket.arrivals.push(received);
          socket.ids.add(id);
        }
      },
      error: () => {}, // the socket closing at the end of a phase
      complete: () => {},
    },
  );
  if (likeThePage)
    for (const query of PAGE_ALSO)
      socket.client.subscribe({ query }, { next: () => {}, error: () => {}, complete: () => {} });
  return socket;
}

/** Opens sockets a hundred at a time; resolves once the server has registered every subscription. */
export async function openPageSockets(url: string, list: PageSocketOptions[]): Promise<PageSocket[]> {
  const sockets: PageSocket[] = [];
  for (let start = 0; start < list.length; start += 100) {
    const batch = list.slice(start, start + 100).map((options) => openPageSocket(url, options));
    sockets.push(...(await Promise.all(batch)));
  }
  // a subscribe message gets no answer: every one handled, and Redis SUBSCRIBEs settled
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return sockets;
}

export async function closePageSockets(sockets: PageSocket[]) {
  await Promise.all(sockets.map((socket) => socket.client.dispose()));
}

/** Notifications sent to a socket more than once. */
export const sentTwice = (socket: PageSocket) => [...socket.twice.values()].reduce((sum, n) => sum + n, 0);
