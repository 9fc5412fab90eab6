import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export interface PinnedGetOptions {
  userAgent: string;
  connectTimeoutMs: number;
  /** Cap on the decompressed bytes read; reading also stops at </head>. */
  maxBytes: number;
  signal: AbortSignal;
}

export interface PinnedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The start of an HTML page; only read for a 2xx text/html answer. */
  body?: Buffer;
}

export class FetchFailure extends Error {
  constructor(readonly reason: "connect-timeout" | "network" | "not-html") {
    super(reason);
  }
}

/** Always answers with the address that was checked, whatever the name resolves to by now (DNS rebinding). */
export function pinnedLookup(target: CheckedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
}

function isHtml(headers: IncomingHttpHeaders): boolean {
  return (headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase() === "text/html";
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

/** Reads until </head>, the byte cap or the end, whichever comes first, then stops the transfer. */
function readHead(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const stream = decompressed(response);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let tail = "";
    const finish = () => {
      response.destroy();
      stream.destroy();
      resolve(Buffer.concat(chunks, total));
    };
    stream.on("data", (chunk: Buffer) => {
      const piece = chunk.subarray(0, maxBytes - total);
      chunks.push(piece);
      total += piece.length;
      const text = tail + piece.toString("latin1");
      if (total >= maxBytes || /<\/head\s*>/i.test(text)) finish();
      tail = text.slice(-16);
    });
    stream.on("end", finish);
    stream.on("error", () => reject(new FetchFailure("network")));
    response.on("error", () => reject(new FetchFailure("network")));
  });
}

/**
 * One GET to url over a connection to the already-checked address. The URL's host name still goes in
 * the Host header and TLS SNI, so certificates are verified against the name. No cookies, no auth.
 */
export function pinnedGet(
  url: URL,
  target: CheckedAddress,
  options: PinnedGetOptions,
): Promise<PinnedResponse> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: "GET",
      agent: false,
      lookup: pinnedLookup(target),
      signal: options.signal,
      headers: {
        "user-agent": options.userAgent,
        accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
        "accept-encoding": "gzip, deflate, br",
      },
    });
    const connectTimer = setTimeout(() => {
      reject(new FetchFailure("connect-timeout"));
      request.destroy();
    }, options.connectTimeoutMs);
    request.on("socket", (socket) => socket.once("connect", () => clearTimeout(connectTimer)));
    request.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(error.name === "AbortError" ? error : new FetchFailure("network"));
    });
    request.on("response", (response) => {
      clearTimeout(connectTimer);
      const { statusCode: status = 0, headers } = response;
      if (status < 200 || status >= 300) {
        response.destroy();
        return resolve({ status, headers });
      }
      if (!isHtml(headers)) {
        response.destroy();
        return reject(new FetchFailure("not-html"));
      }
      readHead(response, options.maxBytes).then((body) => resolve({ status, headers, body }), reject);
    });
    request.end();
  });
}
