import { createConnection, createServer, type Server, type Socket } from "node:net";

export interface TcpRelay {
  /** A URL of the target's scheme through the relay (redis://127.0.0.1:<relay port>). */
  url: string;
  /** Drops every connection and refuses new ones, as a lost server would. */
  cut(): Promise<void>;
  /** Refuses new connections and keeps the open ones, as a server beginning to shut down does. */
  refuseNew(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to a local server that a test can cut and restore, to stand for a network fault. */
export async function startTcpRelay(targetPort: number, scheme = "redis"): Promise<TcpRelay> {
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = createConnection(targetPort, "127.0.0.1");
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on("error", () => {});
          socket.on("close", () => {
            open.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as { port: number }).port;
        server = listening;
        resolve();
      });
    });
  const stopListening = () => {
    const closing = server;
    server = undefined;
    // close() stops accepting at once; its callback waits for the open connections to end
    return new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
  };
  const stop = async () => {
    for (const socket of open) socket.destroy();
    await stopListening();
  };
  await listen();
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    cut: stop,
    refuseNew: async () => void stopListening(),
    restore: listen,
    close: stop,
  };
}

/** A local port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
