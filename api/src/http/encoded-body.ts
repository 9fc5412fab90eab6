import type { Transform } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { Request, Response } from "express";
import type { EncodedBody, Encoding } from "../infra/encoded-body.js";
import { noneMatchHits } from "./etag.js";

/** Below this, gzip and brotli output is about as long as their input (an empty list, a small feed). */
const WORTH_COMPRESSING = 150;

/** Brotli whenever the client accepts it at all (browsers list gzip first but take both), else gzip, else none. */
export function preferredEncoding(req: Request): Encoding {
  if (req.acceptsEncodings("br") === "br") return "br";
  if (req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return "identity";
}

/** The tag of one encoding of a representation: strong tags differ per content coding (RFC 9110 §8.8.3.3). */
export function encodedTag(etag: string, encoding: Encoding): string {
  return encoding === "identity" ? etag : etag.replace(/"$/, `-${encoding}"`);
}

/** Whether If-None-Match names any encoding of the representation, compared weakly (W/"x" matches "x"). */
export function notModified(req: Request, etag: string): boolean {
  const header = req.get("if-none-match");
  return (["identity", "gzip", "br"] as const).some((e) => noneMatchHits(header, encodedTag(etag, e)));
}

/**
 * Answers with the body in the client's preferred encoding (Vary: Accept-Encoding, a tag per encoding),
 * or 304 when If-None-Match names it. The caller sets the other headers first.
 */
export async function sendEncoded(
  req: Request,
  res: Response,
  body: EncodedBody,
  { tagged = true }: { tagged?: boolean } = {},
): Promise<void> {
  res.vary("Accept-Encoding");
  let encoding = body.length < WORTH_COMPRESSING ? "identity" : preferredEncoding(req);
  if (encoding === "br" && !body.isReady("br") && req.acceptsEncodings("gzip") === "gzip") encoding = "gzip";
  if (tagged) {
    res.setHeader("ETag", encodedTag(body.etag, encoding));
    if (notModified(req, body.etag)) return void res.status(304).end();
  }
  if (encoding !== "identity") {
    const bytes = await body.bytes(encoding);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", bytes.length);
    return void res.end(bytes);
  }
  res.setHeader("Content-Length", body.length);
  res.end(await body.identity());
}

/**
 * A compressor for a body streamed as it is made (a filtered export), or none. Set before the first byte:
 * it sets Content-Encoding and Vary.
 */
export function streamEncoder(req: Request, res: Response): Transform | null {
  res.vary("Accept-Encoding");
  const encoding = preferredEncoding(req);
  if (encoding === "identity") return null;
  res.setHeader("Content-Encoding", encoding);
  // a lower brotli quality than for kept bodies: this one is compressed again for every download
  return encoding === "gzip"
    ? createGzip()
    : createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
}
