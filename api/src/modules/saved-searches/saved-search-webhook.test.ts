import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import {
  callWebhook,
  Refusal,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
} from "./saved-search-webhook.js";

const SECRET = "ab".repeat(32);
const payload = {
  test: true,
  savedSearch: { id: "1", name: "Drones" },
  incident: null,
  sentAt: "2026-11-26T05:00:00.000Z",
};

describe("a saved search's webhook call", () => {
  let server: Server;
  let port: number;
  const received: Array<{ headers: Record<string, unknown>; body: string }> = [];
  let status = 204;

  const config = (allowLoopback: boolean) => ({
    ...loadConfig({ NODE_ENV: "test", PUBLIC_URL: "https://watch.example.eu" }),
    webhookAllowLoopback: allowLoopback,
    webhookPorts: [80, 443, port],
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("is refused on loopback, private and link-local addresses, reaching nothing", async () => {
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      `http://localhost:${port}/hook`,
      "http://10.0.0.7/hook",
      "http://192.168.1.20/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/hook",
    ]) {
      const error = await callWebhook({ config: config(false) }, url, SECRET, payload).catch(
        (e: unknown) => e,
      );
      expect(error, url).toBeInstanceOf(Refusal);
    }
    const port8080 = await callWebhook(
      { config: config(false) },
      "https://example.org:8080/h",
      SECRET,
      payload,
    ).catch((e: unknown) => e);
    expect((port8080 as Refusal).reason).toBe("refused-port");
    expect(received).toEqual([]);
  });

  it("posts the JSON signed with the search's secret where allowed (loopback in tests), and fails on a non-2xx", async () => {
    await callWebhook({ config: config(true) }, `http://127.0.0.1:${port}/hook`, SECRET, payload);
    const [call] = received;
    expect(JSON.parse(call!.body)).toEqual(payload);
    const timestamp = String(call!.headers[TIMESTAMP_HEADER]);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(call!.headers[SIGNATURE_HEADER]).toBe(webhookSignature(SECRET, timestamp, call!.body));
    status = 500;
    await expect(
      callWebhook({ config: config(true) }, `http://127.0.0.1:${port}/hook`, SECRET, payload),
    ).rejects.toThrow("status 500");
  });
});
