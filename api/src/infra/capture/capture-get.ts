import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { pinnedLookup, type CheckedAddress } from "../url-title/pinned-get.js";
import { Refusal } from "../url-title/outbound-guard.js";

/** What a capture keeps of one exchange: the request as sent and the response as received. */
export interface Exchange {
  url: string;
  address: string;
  requestHead: string;
  responseHead: string;
  status: number;
  contentType: string;
  /** The body as it came (no decompression: the bytes the site sent, as WARC keeps them). */
  body: Buffer;
}

/** Kinds of document a capture keeps; anything else is refused as "unsupported-type". */
const CAPTURED_TYPES = [
  /^text\/html$/,
  /^application\/xhtml\+xml$/,
  /^text\/plain$/,
  /^application\/pdf$/,
  /^application\/json$/,
  /^image\/(png|jpeg|gif|webp)$/,
];

export function isCapturedType(contentType: string): boolean {
  const bare = contentType.split(";")[0]!.trim().toLowerCase();
  return CAPTURED_TYPES.some((pattern) => pattern.test(bare));
}

function responseHead(response: IncomingMessage): string {
  const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage ?? ""}`];
  for (let i = 0; i < response.rawHeaders.length; i += 2)
    lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
  return lines.join("\r\n") + "\r\n\r\n";
}

function readAll(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    response.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        return reject(new Refusal("too-large"));
      }
      chunks.push(chunk);
    });
    response.on("end", () => resolve(Buffer.concat(chunks, total)));
    response.on("error", () => reject(new Refusal("network")));
  });
}

/**
 * One GET over a connection to the checked address (no cookies, no credentials), keeping the exchange
 * whole for the archive. Redirects and error statuses come back without their body.
 */
export function captureGet(
  url: URL,
  target: CheckedAddress,
  options: { userAgent: string; connectTimeoutMs: number; maxBytes: number; signal: AbortSignal },
): Promise<Exchange> {
  const client = url.protocol === "https:" ? https : http;
  const headers = {
    "user-agent": options.userAgent,
    accept: "text/html,application/xhtml+xml,application/pdf;q=0.9,*/*;q=0.1",
    // the bytes as the site sends them, uncompressed: what the archive and its hash hold
    "accept-encoding": "identity",
  };
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: "GET",
      agent: false,
      lookup: pinnedLookup(target),
      signal: options.signal,
      headers,
    });
    const connectTimer = setTimeout(() => {
      reject(new Refusal("timeout"));
      request.destroy();
    }, options.connectTimeoutMs);
    request.on("socket", (socket) => socket.once("connect", () => clearTimeout(connectTimer)));
    request.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(error.name === "AbortError" ? new Refusal("timeout") : new Refusal("network"));
    });
    request.on("response", (response) => {
      clearTimeout(connectTimer);
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers["content-type"] ?? "");
      const path = `${url.pathname}${url.search}`;
      const requestHead =
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${url.host}`,
          ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
        ].join("\r\n") + "\r\n\r\n";
      const exchange = {
        url: url.href,
        address: target.address,
        requestHead,
        responseHead: responseHead(response),
        status,
        contentType,
      };
      const declared = Number(response.headers["content-length"] ?? 0);
      if (status < 200 || status >= 300 || declared > options.maxBytes) {
        response.destroy();
        if (declared > options.maxBytes && status >= 200 && status < 300)
          return reject(new Refusal("too-large"));
        return resolve({ ...exchange, body: Buffer.alloc(0) });
      }
      if (!isCapturedType(contentType)) {
        response.destroy();
        return reject(new Refusal("unsupported-type"));
      }
      readAll(response, options.maxBytes).then((body) => resolve({ ...exchange, body }), reject);
    });
    request.end();
  });
}
