import http from "node:http";
import https from "node:https";
import { pinnedLookup, type CheckedAddress } from "./pinned-get.js";

/** A POST that did not arrive: no connection, a reset, or no answer in time. */
export class PostFailure extends Error {}

/**
 * POSTs `body` to an address the outbound guard checked, connecting to that very address (no second DNS
 * answer can move it), following no redirect, within `timeoutMs`; resolves to the answer's status. The
 * answer's body is not read: only its status says whether the call arrived.
 */
export function pinnedPost(
  url: URL,
  target: CheckedAddress,
  headers: Record<string, string>,
  body: string | Buffer,
  timeoutMs: number,
): Promise<number> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(url, {
      method: "POST",
      agent: false,
      lookup: pinnedLookup(target),
      timeout: timeoutMs,
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
    });
    request.on("timeout", () => request.destroy(new PostFailure("timeout")));
    request.on("error", (error) => reject(error instanceof PostFailure ? error : new PostFailure("network")));
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", () => reject(new PostFailure("network")));
    });
    request.end(body);
  });
}
