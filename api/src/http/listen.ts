import type { Server } from "node:http";

/** Listens on `port` of `host`; resolves to the port taken (a free one for 0). */
export function listenOn(server: Server, port: number, host: string, backlog = 511): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, backlog }, () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}
