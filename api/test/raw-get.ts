import { request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A GET that shows the raw bytes and headers (fetch would decompress silently) and sends the path as
 * written, dot segments and escapes included (a URL object would resolve them first). Each on a connection
 * of its own, so that none meets an idle connection just as the server's keep-alive timeout closes it.
 */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<RawResponse>((resolve, reject) => {
    request({ host: hostname, port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}
