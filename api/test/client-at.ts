import { Agent, request, type IncomingHttpHeaders } from "node:http";
import type { GraphQLAnswer } from "./app.js";

export interface ClientAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface ClientAt {
  get(path: string, headers?: Record<string, string>): Promise<ClientAnswer>;
  /** POSTs a GraphQL operation; the parsed body with the answer's status and headers. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLAnswer<T> & { status: number; headers: IncomingHttpHeaders }>;
  close(): void;
}

/**
 * A client of `origin` that connects from its own loopback address (any of 127.0.0.0/8), as one of many
 * visitors behind a proxy would; it keeps its connections open between requests, as a browser does.
 */
export function clientAt(origin: string, localAddress: string): ClientAt {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true });
  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<ClientAnswer>((resolve, reject) => {
      request({ host: hostname, port, path, method, headers, agent, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      })
        .on("error", reject)
        .end(body);
    });
  return {
    get: (path, headers = {}) => send("GET", path, headers),
    async graphql<T>(query: string, variables?: Record<string, unknown>, headers = {}) {
      const answer = await send(
        "POST",
        "/graphql",
        { "content-type": "application/json", ...headers },
        JSON.stringify({ query, variables }),
      );
      let body: GraphQLAnswer<T>;
      try {
        body = JSON.parse(answer.text) as GraphQLAnswer<T>;
      } catch {
        body = { errors: [{ message: answer.text }] }; // a proxy's page, not the app's answer
      }
      return {
        ...body,
        status: answer.status,
        headers: answer.headers,
      };
    },
    close: () => agent.destroy(),
  };
}
