import { createHash, X509Certificate } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestTsa, type TestTsa } from "../../../test/test-tsa.js";
import { requestTimeStamp } from "./timestamp.js";

describe("an RFC 3161 time-stamp", () => {
  let tsa: TestTsa;
  let other: TestTsa;
  let tampering: Server;
  let tamperingUrl = "";
  const digest = createHash("sha256").update("a WARC file").digest();

  beforeAll(async () => {
    [tsa, other] = await Promise.all([startTestTsa(), startTestTsa()]);
    // the test authority's answer with the last byte of the token (its signature's) changed
    tampering = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        void (async () => {
          const answer = await fetch(tsa.url, {
            method: "POST",
            headers: { "content-type": "application/timestamp-query" },
            body: new Uint8Array(Buffer.concat(chunks)),
          });
          const bytes = Buffer.from(await answer.arrayBuffer());
          bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01;
          res.writeHead(200, { "content-type": "application/timestamp-reply" }).end(bytes);
        })();
      });
    });
    await new Promise<void>((resolve) => tampering.listen(0, "127.0.0.1", resolve));
    tamperingUrl = `http://127.0.0.1:${(tampering.address() as AddressInfo).port}/tsa`;
  });

  afterAll(async () => {
    tampering?.closeAllConnections();
    await new Promise((resolve) => tampering?.close(resolve));
    await Promise.all([tsa?.close(), other?.close()]);
  });

  it("is kept with the authority that signed it and its CA's fingerprint once signature and chain verify", async () => {
    const ca = await readFile(tsa.caFile, "utf8");
    const stamp = await requestTimeStamp(tsa.url, digest, 10_000, ca);
    expect(stamp.authority).toBe("CN=Test TSA");
    expect(stamp.caSha256).toBe(new X509Certificate(ca).fingerprint256);
    expect(stamp.caSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(Math.abs(stamp.time.getTime() - Date.now())).toBeLessThan(120_000);
  });

  it("is refused when its signature does not verify", async () => {
    const ca = await readFile(tsa.caFile, "utf8");
    await expect(requestTimeStamp(tamperingUrl, digest, 10_000, ca)).rejects.toThrow(/signature/);
  });

  it("is refused when its certificate does not chain to the configured CA", async () => {
    const otherCa = await readFile(other.caFile, "utf8");
    await expect(requestTimeStamp(tsa.url, digest, 10_000, otherCa)).rejects.toThrow(/configured CA/);
  });
});
