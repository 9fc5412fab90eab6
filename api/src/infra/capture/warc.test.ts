import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { writeWarc } from "./warc.js";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, written independently of the writer's. */
function base32(bytes: Buffer): string {
  const bits = [...bytes].map((b) => b.toString(2).padStart(8, "0")).join("");
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => BASE32[parseInt(chunk.padEnd(5, "0"), 2)]).join("");
}

describe("a capture's WARC file", () => {
  it("gives every record, warcinfo and request too, the SHA-256 digest of its block", () => {
    const { warc } = writeWarc(
      [
        {
          url: "https://example.org/page",
          address: "192.0.2.1",
          requestHead: "GET /page HTTP/1.1\r\nHost: example.org\r\n\r\n",
          responseHead: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n",
          status: 200,
          contentType: "text/html",
          body: Buffer.from("<p>hello</p>"),
        },
      ],
      new Date("2026-11-27T03:00:00Z"),
      "Incident Watch Europe test",
    );
    const records: { type: string; digest: string | undefined; block: Buffer }[] = [];
    let at = 0;
    while (at < warc.length) {
      const headEnd = warc.indexOf("\r\n\r\n", at);
      const head = warc.subarray(at, headEnd).toString("latin1");
      const field = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(head)?.[1];
      const length = Number(field("Content-Length"));
      const block = warc.subarray(headEnd + 4, headEnd + 4 + length);
      records.push({ type: field("WARC-Type")!, digest: field("WARC-Block-Digest"), block });
      at = headEnd + 4 + length + 4;
    }
    expect(records.map((r) => r.type)).toEqual(["warcinfo", "response", "request"]);
    for (const { type, digest, block } of records) {
      expect(digest, type).toBe(`sha256:${base32(createHash("sha256").update(block).digest())}`);
    }
  });
});
