import type { IncomingMessage } from "node:http";
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from "graphql-ws";
import { WebSocket, type WebSocketServer } from "ws";
import { clientAddress } from "../http/request-info.js";

/** A planned stop: clients reconnect at once (to any instance) and catch up, not after their failure backoff. */
export const SERVICE_RESTART_CLOSE = { code: 1012, reason: "Service Restart" } as const;
/** A client that reads slower than events come: closed rather than its backlog kept; it reconnects and catches up. */
export const TOO_SLOW_CLOSE = { code: 1013, reason: "Too slow: reconnect and catch up" } as const;

/** Where a socket's answers go; past the buffer limit the socket is closed and nothing more is written. */
export interface SocketSink {
  write(data: Buffer | string): boolean;
}

/** What a socket keeps of its upgrade: its address and user agent, not the request itself. */
export interface SocketExtra {
  socket: WebSocket;
  sink: SocketSink;
  ip: string;
  userAgent: string | undefined;
}

/** Counters for the metrics: sockets open now, and those closed for reading too slowly since the start. */
export interface SocketCounts {
  open: number;
  closedTooSlow: number;
}

export interface SocketAdapterOptions {
  /** bytes a socket may have waiting before it is closed with 1013 */
  bufferLimit: number;
  trustProxy: number;
  keepAliveMs?: number;
}

// a socket whose close frame cannot get through its full buffer is dropped after this
const SLOW_CLOSE_GRACE_MS = 2000;

/**
 * graphql-ws over `ws`, as graphql-ws's own adapter but lighter per socket (no retained upgrade request,
 * one keep-alive timer for all sockets) and with a bounded send buffer per socket.
 */
export function serveSockets<E extends SocketExtra>(
  options: ServerOptions<Record<string, unknown>, E>,
  wsServer: WebSocketServer,
  { bufferLimit, trustProxy, keepAliveMs = 12_000 }: SocketAdapterOptions,
  extend: (base: SocketExtra) => E,
) {
  const server = makeServer(options);
  const counts: SocketCounts = { open: 0, closedTooSlow: 0 };
  const alive = new WeakSet<WebSocket>();
  wsServer.options.handleProtocols = handleProtocols;

  const sinkOf = (socket: WebSocket): SocketSink => ({
    write(data) {
      if (socket.readyState !== WebSocket.OPEN) return false;
      if (socket.bufferedAmount > bufferLimit) {
        counts.closedTooSlow += 1;
        socket.close(TOO_SLOW_CLOSE.code, TOO_SLOW_CLOSE.reason);
        setTimeout(() => socket.terminate(), SLOW_CLOSE_GRACE_MS).unref();
        return false;
      }
      socket.send(data, { binary: false });
      return true;
    },
  });

  wsServer.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    counts.open += 1;
    alive.add(socket);
    socket.on("pong", () => alive.add(socket));
    socket.once("error", () => socket.close(CloseCode.InternalServerError, "Internal server error"));
    const sink = sinkOf(socket);
    const extra = extend({
      socket,
      sink,
      ip: clientAddress(request.socket.remoteAddress, request.headers["x-forwarded-for"], trustProxy),
      userAgent: request.headers["user-agent"],
    });
    const closed = server.opened(
      {
        protocol: socket.protocol,
        // the buffer bounds what waits, so a send does not wait for the kernel to take it
        send: async (data) => void sink.write(data),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on("message", (data) => {
            handle(String(data)).catch(() =>
              socket.close(CloseCode.InternalServerError, "Internal server error"),
            );
          }),
      },
      extra,
    );
    socket.once("close", (code, reason) => {
      counts.open -= 1;
      void closed(code, String(reason));
    });
  });

  // one timer for every socket: a socket that did not answer the last ping is dropped
  const keepAlive = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, keepAliveMs);
  keepAlive.unref();

  let spreadCloses: NodeJS.Timeout[] = [];
  return {
    counts,
    /**
     * A planned stop's first part: the open sockets close with 1012 one by one over `windowMs`, each at a
     * random moment of its own slot, so their pages come back to the other instances spread out rather than
     * all in the instant the port closes. Those still open at dispose() close then.
     */
    closeSpread(windowMs: number) {
      const sockets = [...wsServer.clients];
      const slotMs = windowMs / Math.max(1, sockets.length);
      spreadCloses = sockets.map((socket, slot) =>
        setTimeout(
          () => socket.close(SERVICE_RESTART_CLOSE.code, SERVICE_RESTART_CLOSE.reason),
          (slot + Math.random()) * slotMs,
        ),
      );
    },
    /** Closes every socket with `close` (a planned stop: 1012) and stops accepting new ones. */
    async dispose(close: { code: number; reason: string } = SERVICE_RESTART_CLOSE) {
      clearInterval(keepAlive);
      spreadCloses.forEach(clearTimeout);
      for (const socket of wsServer.clients) socket.close(close.code, close.reason);
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) =>
        wsServer.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
