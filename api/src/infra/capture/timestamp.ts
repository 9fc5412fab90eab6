import { randomBytes } from "node:crypto";
import { derElement } from "./der.js";
import { verifyTimeStampToken, type VerifiedTimeStamp } from "./timestamp-verify.js";

/** DER: a tag, its length, its content. */
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  let head: number[];
  if (length < 0x80) head = [length];
  else if (length < 0x100) head = [0x81, length];
  else head = [0x82, length >> 8, length & 0xff];
  return Buffer.concat([Buffer.from([tag, ...head]), content]);
}

const SHA256_OID = Buffer.from("0609608648016503040201", "hex");

/** An RFC 3161 TimeStampReq over a SHA-256 digest, asking for the TSA's certificate in the token. */
export function timeStampRequest(digest: Buffer, nonce: Buffer): Buffer {
  const algorithm = der(0x30, Buffer.concat([SHA256_OID, Buffer.from([0x05, 0x00])]));
  const imprint = der(0x30, Buffer.concat([algorithm, der(0x04, digest)]));
  return der(
    0x30,
    Buffer.concat([
      Buffer.from([0x02, 0x01, 0x01]), // version 1
      imprint,
      der(0x02, nonce),
      Buffer.from([0x01, 0x01, 0xff]), // certReq TRUE
    ]),
  );
}

export interface TimeStamp extends VerifiedTimeStamp {
  /** The TimeStampToken (CMS ContentInfo, DER), as `openssl ts -verify -token_in` reads it. */
  token: Buffer;
}

/**
 * Asks a time-stamp authority (RFC 3161 over HTTP, application/timestamp-query) to stamp a SHA-256
 * digest, and verifies the granted token (timestamp-verify.ts): for this digest and this request (its
 * nonce), signed by a time-stamping certificate that chains to the configured CA (`caPem`). A token that
 * fails is refused: the capture stays not time-stamped.
 */
export async function requestTimeStamp(
  tsaUrl: string,
  digest: Buffer,
  timeoutMs: number,
  caPem: string,
): Promise<TimeStamp> {
  const nonce = Buffer.concat([Buffer.from([0x01]), randomBytes(8)]);
  const response = await fetch(tsaUrl, {
    method: "POST",
    headers: { "content-type": "application/timestamp-query" },
    body: new Uint8Array(timeStampRequest(digest, nonce)),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`time-stamp authority answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const outer = derElement(bytes, 0);
  const status = derElement(bytes, outer.contentStart);
  const code = derElement(bytes, status.contentStart);
  const granted = bytes[code.contentStart];
  if (code.tag !== 0x02 || (granted !== 0 && granted !== 1)) throw new Error("time-stamp refused");
  if (status.end >= outer.end) throw new Error("time-stamp without a token");
  const tokenTlv = derElement(bytes, status.end);
  const token = Buffer.from(bytes.subarray(status.end, tokenTlv.end));
  return { token, ...verifyTimeStampToken(token, digest, nonce, caPem) };
}
