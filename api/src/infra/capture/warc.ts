import { createHash, randomUUID } from "node:crypto";
import type { Exchange } from "./capture-get.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest();

/** RFC 4648 base32, as WARC digests are customarily written. */
function base32(bytes: Buffer): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** A record with its block's digest (every record's, so a reader can check each) and length. */
function record(headers: Record<string, string>, block: Buffer): Buffer {
  const digest = `sha256:${base32(sha256(block))}`;
  const all = { ...headers, "WARC-Block-Digest": digest, "Content-Length": String(block.length) };
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  return Buffer.concat([Buffer.from(`WARC/1.1\r\n${head}\r\n\r\n`), block, Buffer.from("\r\n\r\n")]);
}

const recordId = () => `<urn:uuid:${randomUUID()}>`;

/**
 * A WARC 1.1 file (ISO 28500:2017) of a capture: a warcinfo record, then for each exchange (redirects
 * first) its request and its response with headers and body as received, digests in SHA-256.
 */
export function writeWarc(
  exchanges: readonly Exchange[],
  date: Date,
  software: string,
): { warc: Buffer; pageOffset: number; pageLength: number } {
  const warcDate = date.toISOString().replace(/\.\d{3}Z$/, "Z");
  const info = Buffer.from(`software: ${software}\r\nformat: WARC File Format 1.1\r\n`);
  const parts = [
    record(
      {
        "WARC-Type": "warcinfo",
        "WARC-Record-ID": recordId(),
        "WARC-Date": warcDate,
        "Content-Type": "application/warc-fields",
      },
      info,
    ),
  ];
  let pageOffset = 0;
  let length = parts[0]!.length;
  for (const exchange of exchanges) {
    const responseId = recordId();
    const block = Buffer.concat([Buffer.from(exchange.responseHead, "latin1"), exchange.body]);
    const response = record(
      {
        "WARC-Type": "response",
        "WARC-Record-ID": responseId,
        "WARC-Date": warcDate,
        "WARC-Target-URI": exchange.url,
        "WARC-IP-Address": exchange.address,
        "WARC-Payload-Digest": `sha256:${base32(sha256(exchange.body))}`,
        "Content-Type": "application/http;msgtype=response",
      },
      block,
    );
    // the body is the end of the response record's block, before the record's closing CRLF CRLF
    pageOffset = length + response.length - 4 - exchange.body.length;
    length += response.length;
    const request = record(
      {
        "WARC-Type": "request",
        "WARC-Record-ID": recordId(),
        "WARC-Date": warcDate,
        "WARC-Target-URI": exchange.url,
        "WARC-Concurrent-To": responseId,
        "Content-Type": "application/http;msgtype=request",
      },
      Buffer.from(exchange.requestHead, "latin1"),
    );
    length += request.length;
    parts.push(response, request);
  }
  const last = exchanges.at(-1);
  return { warc: Buffer.concat(parts), pageOffset, pageLength: last?.body.length ?? 0 };
}
