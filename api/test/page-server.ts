import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";

export interface PageServer {
  port: number;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** TCP connections accepted so far. */
  connections: number;
  /** Requests received so far, with their headers. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** A local web server for title-fetch tests that counts every connection it accepts. */
export async function startPageServer(handler: PageHandler, host = "127.0.0.1"): Promise<PageServer> {
  const server = createServer((req, res) => {
    state.requests.push(req);
    handler(req, res);
  });
  const state: PageServer = {
    port: 0,
    url: "",
    connections: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on("connection", () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address() as net.AddressInfo;
  state.port = address.port;
  state.url = `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
  return state;
}

/** Serves fixed pages by path; anything else is a 404. */
export function pages(routes: Record<string, { body: string | Buffer; type?: string }>): PageHandler {
  return (req, res) => {
    const page = routes[req.url ?? ""];
    if (!page) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": page.type ?? "text/html; charset=utf-8" }).end(page.body);
  };
}

/**
 * Records every outgoing TCP connection attempt made in this process (host and port), so a test can
 * prove that a refused address was never connected to.
 */
export function recordConnections(): { attempts: Array<{ host?: string; port?: number }>; stop(): void } {
  const attempts: Array<{ host?: string; port?: number }> = [];
  const original = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    // net.connect passes its normalised [options, callback] pair as the first argument
    const first: unknown = Array.isArray(args[0]) ? args[0][0] : args[0];
    const options = (typeof first === "object" && first ? first : {}) as { host?: string; port?: number };
    attempts.push({ host: options.host, port: options.port });
    return original.apply(this, args as never);
  } as typeof original;
  return { attempts, stop: () => void (net.Socket.prototype.connect = original) };
}
