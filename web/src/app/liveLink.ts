import { ApolloLink } from "@apollo/client";
import { Observable, type Observer, type Subscription } from "rxjs";
import type { SocketState, SocketStatus } from "./socketStatus";
import { RESTART_WINDOW_MS } from "./socketRetry";

/** What a transport tells the live link about its connection. */
export interface LiveReporter {
  /**
   * Connected (`reconnected` after it was lost), or lost its connection; `resumed` names the own topics
   * whose cursors the connection carried.
   */
  set(state: SocketState, reconnected?: boolean, resumed?: readonly string[]): void;
  /** The server answered a call over HTTP: a transport waiting to reconnect may try now. */
  onAnswered(listener: () => void): () => void;
}

/** One way of carrying subscriptions: the WebSocket, or Server-Sent Events. */
export interface LiveTransport {
  link: ApolloLink;
  dispose(): void;
}

export type TransportKind = "socket" | "stream";

export interface LiveLinkOptions {
  status: SocketStatus;
  /** Opens a transport; its code loads with the first subscription, so pages without live data skip it. */
  open(kind: TransportKind, reporter: LiveReporter): Promise<LiveTransport>;
  /** Whether plain HTTP reaches the server now. */
  httpWorks(): Promise<boolean>;
  /** Whether a WebSocket to the server would open now. */
  socketWorks(): Promise<boolean>;
  /** Failed socket attempts in a row, with HTTP working, before falling back to the stream. */
  failuresBeforeFallback?: number;
  /** How often a page on the stream tries the socket again. */
  returnCheckMs?: number;
  random?: () => number;
}

export const FAILURES_BEFORE_FALLBACK = 2;
export const RETURN_CHECK_MS = 60_000;

interface Running {
  operation: ApolloLink.Operation;
  forward: ApolloLink.ForwardFunction;
  observer: Observer<ApolloLink.Result>;
  carried?: Subscription;
  /** a resubscription waiting after the stream ended it */
  retry?: ReturnType<typeof setTimeout>;
}

/**
 * Subscriptions over the WebSocket, falling back to Server-Sent Events on networks that refuse the
 * socket (some corporate and public ones) while plain HTTP works, and returning to the socket once it
 * opens again. Running subscriptions move with the transport; after a move the features catch up on what
 * they missed, as after any reconnection (decision 098).
 */
export function createLiveLink(options: LiveLinkOptions): ApolloLink {
  const { status, failuresBeforeFallback = FAILURES_BEFORE_FALLBACK, random = Math.random } = options;
  const returnCheckMs = options.returnCheckMs ?? RETURN_CHECK_MS;
  const running = new Set<Running>();
  let kind: TransportKind = "socket";
  let transport: Promise<LiveTransport> | undefined;
  let generation = 0;
  let failedInARow = 0;
  let connectedSinceClose = false;
  let checkingHttp = false;
  let catchUpOnConnect = false;
  let returnTimer: ReturnType<typeof setInterval> | undefined;

  const reporterFor = (mine: number): LiveReporter => ({
    set(state, reconnected = false, resumed = []) {
      if (mine !== generation) return;
      if (state === "connected") {
        connectedSinceClose = true;
        failedInARow = 0;
        status.set("connected", reconnected || catchUpOnConnect, resumed);
        catchUpOnConnect = false;
        return;
      }
      status.set("closed");
      if (!connectedSinceClose) failedInARow++;
      connectedSinceClose = false;
      if (kind === "socket" && failedInARow >= failuresBeforeFallback) void fallBackIfHttpWorks(mine);
    },
    onAnswered: (listener) => status.onAnswered(listener),
  });

  const carry = (entry: Running, link: ApolloLink) => {
    entry.carried = link.request(entry.operation, entry.forward).subscribe({
      next: (result) => entry.observer.next(result),
      error: (error: unknown) => {
        running.delete(entry);
        entry.observer.error(error);
      },
      // the stream ends its subscriptions at a planned stop: subscribe again shortly, then catch up
      complete: () => {
        if (!running.has(entry)) return;
        status.set("closed");
        catchUpOnConnect = true;
        entry.retry = setTimeout(() => {
          entry.retry = undefined;
          entry.carried = undefined;
          void carryWaiting();
        }, random() * RESTART_WINDOW_MS);
      },
    });
  };

  /** Puts every subscription that has no transport on the current one. */
  const carryWaiting = async () => {
    const mine = generation;
    let link: ApolloLink;
    try {
      ({ link } = await (transport ??= options.open(kind, reporterFor(generation))));
    } catch (error) {
      for (const entry of running) {
        if (entry.carried || entry.retry) continue;
        running.delete(entry);
        entry.observer.error(error);
      }
      return;
    }
    // a switch meanwhile carries them on its own transport
    if (mine !== generation) return;
    for (const entry of running) if (!entry.carried && !entry.retry) carry(entry, link);
  };

  const switchTo = async (next: TransportKind) => {
    const previous = transport;
    generation++;
    kind = next;
    transport = undefined;
    connectedSinceClose = false;
    failedInARow = 0;
    catchUpOnConnect = true;
    for (const entry of running) {
      clearTimeout(entry.retry);
      entry.retry = undefined;
      entry.carried?.unsubscribe();
      entry.carried = undefined;
    }
    previous?.then(
      (old) => old.dispose(),
      () => undefined,
    );
    if (next === "stream") returnTimer ??= setInterval(() => void returnIfSocketWorks(), returnCheckMs);
    else {
      clearInterval(returnTimer);
      returnTimer = undefined;
    }
    if (running.size > 0) await carryWaiting();
  };

  const fallBackIfHttpWorks = async (mine: number) => {
    if (checkingHttp) return;
    checkingHttp = true;
    try {
      // the socket failing while the server is down is an outage, not a network that refuses sockets
      if ((await options.httpWorks()) && mine === generation && kind === "socket") {
        console.warn("Live updates: the network refuses WebSockets; using Server-Sent Events");
        await switchTo("stream");
      }
    } finally {
      checkingHttp = false;
    }
  };

  const returnIfSocketWorks = async () => {
    if (kind !== "stream" || !(await options.socketWorks()) || kind !== "stream") return;
    console.warn("Live updates: WebSockets work again; leaving Server-Sent Events");
    await switchTo("socket");
  };

  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        const entry: Running = { operation, forward, observer };
        running.add(entry);
        void carryWaiting();
        return () => {
          running.delete(entry);
          clearTimeout(entry.retry);
          entry.carried?.unsubscribe();
        };
      }),
  );
}
