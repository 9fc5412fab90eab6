import WebSocket from "ws";

export interface RawLive {
  socket: WebSocket;
  /** Every `next` message as the server sent it, byte for byte. */
  frames: string[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  subscribe(id: string, query: string, variables?: Record<string, unknown>): void;
  /** Resolves once `count` next messages arrived (or rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * A graphql-transport-ws socket spoken by hand, to see the exact bytes the server sends (from a forwarded
 * address when given, for an app that trusts its proxy).
 */
export async function openRawLive(url: string, token?: string, forwardedFor?: string): Promise<RawLive> {
  const headers = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const socket = new WebSocket(url.replace("http", "ws") + "/graphql", "graphql-transport-ws", { headers });
  const frames: string[] = [];
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => {
      socket.send(
        JSON.stringify({
          type: "connection_init",
          payload: token ? { authorization: `Bearer ${token}` } : {},
        }),
      );
    });
    socket.once("message", (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === "connection_ack") resolve();
      else reject(new Error(`expected connection_ack, got ${String(data)}`));
    });
  });
  let wake = () => {};
  socket.on("message", (data) => {
    const text = String(data);
    if (text.includes('"type":"next"')) frames.push(text);
    wake();
  });
  return {
    socket,
    frames,
    closed,
    subscribe(id, query, variables) {
      socket.send(JSON.stringify({ id, type: "subscribe", payload: { query, variables } }));
    },
    waitFor(count, timeoutMs = 5000) {
      // checked at each message, not on a timer: a burst of messages would start a polling loop each
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          wake = () => {};
          reject(new Error(`${frames.length} of ${count} messages in time`));
        }, timeoutMs);
        const check = () => {
          if (frames.length < count) return;
          clearTimeout(timer);
          wake = () => {};
          resolve();
        };
        wake = check;
        check();
      });
    },
    close: () => socket.close(),
  };
}

/** The payload of a next message, and its operation id. */
export function nextMessage(frame: string): { id: string; payload: string } {
  const match = /^\{"id":("(?:[^"\\]|\\.)*"),"type":"next","payload":(.*)\}$/s.exec(frame);
  if (!match) throw new Error(`not a next message: ${frame.slice(0, 200)}`);
  return { id: JSON.parse(match[1]!) as string, payload: match[2]! };
}
