import type { IncomingMessage } from "node:http";
import { connect } from "node:net";
import WebSocket from "ws";

export interface RawExchange {
  /** Everything the server sent before it closed the connection (or before the wait ran out). */
  received: string;
  /** Milliseconds from sending to the server's close; undefined when it was still open at the end. */
  closedAfterMs?: number;
  /** Milliseconds from sending to the first byte of the answer. */
  firstByteAfterMs?: number;
}

/** Writes raw bytes to the server and waits (at most waitMs) for it to answer and close the connection. */
export function rawExchange(origin: string, bytes: string, waitMs: number): Promise<RawExchange> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    let received = "";
    let firstByteAfterMs: number | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ received, firstByteAfterMs });
    }, waitMs);
    socket.on("connect", () => socket.write(bytes));
    socket.on("data", (chunk) => {
      firstByteAfterMs ??= Date.now() - started;
      received += chunk.toString("utf8");
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ received, firstByteAfterMs, closedAfterMs: Date.now() - started });
    });
    socket.on("error", (error) => {
      if ((error as NodeJS.ErrnoException).code !== "ECONNRESET") reject(error);
    });
  });
}

/** The answer to a new socket's upgrade on /graphql, taken or refused; the socket is closed at once. */
export function upgradeAnswer(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace("http", "ws") + "/graphql", "graphql-transport-ws");
    socket.once("upgrade", (response) => {
      resolve(response);
      socket.close();
    });
    socket.once("unexpected-response", (request, response) => {
      resolve(response);
      request.destroy();
    });
    socket.on("error", reject);
  });
}
