import { request } from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./app.js";
import { startNginx, type Nginx } from "./nginx.js";
import { closedPort } from "./tcp-relay.js";

const HSTS = "max-age=31536000; includeSubDomains";

/** A GET over HTTPS that trusts only the proxy's own certificate (for "localhost"). */
function httpsGet(proxy: Nginx, path: string) {
  const { port } = new URL(proxy.url);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; rawHeaders: string[]; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path,
          servername: "localhost",
          ca: proxy.certificate,
          headers: { host: "localhost" },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders, body }),
          );
        },
      );
      req.once("error", reject);
      req.end();
    },
  );
}

/** How many times an answer carries a header (the raw list keeps repeats apart). */
const times = (rawHeaders: string[], name: string) =>
  rawHeaders.filter((entry, index) => index % 2 === 0 && entry.toLowerCase() === name).length;

describe("the deployed proxy's TLS (deploy/nginx/incident-watch.conf)", () => {
  let app: TestApp;
  let proxy: Nginx;
  let withoutInstances: Nginx;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://localhost" });
    proxy = await startNginx([new URL(app.url).host], { tls: true });
    withoutInstances = await startNginx([`127.0.0.1:${await closedPort()}`], { tls: true });
  });
  afterAll(async () => {
    await proxy?.stop();
    await withoutInstances?.stop();
    await app?.close();
  });

  it("redirects plain HTTP to the same address over HTTPS, except Let's Encrypt's challenges", async () => {
    const redirected = await fetch(`${proxy.httpUrl}/de/map?types=cyber`, { redirect: "manual" });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get("location")).toBe("https://127.0.0.1/de/map?types=cyber");

    const challenges = join(proxy.acmeWebroot, ".well-known", "acme-challenge");
    mkdirSync(challenges, { recursive: true });
    writeFileSync(join(challenges, "a-token"), "a-token.the-account-key");
    const challenge = await fetch(`${proxy.httpUrl}/.well-known/acme-challenge/a-token`, {
      redirect: "manual",
    });
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toBe("a-token.the-account-key");
  });

  it("serves the app over HTTPS with HSTS on every answer, once, nginx's own refusals included", async () => {
    // the app itself sends it, its PUBLIC_URL being https
    expect((await fetch(`${app.url}/healthz`)).headers.get("strict-transport-security")).toBe(HSTS);

    const answer = await httpsGet(proxy, "/healthz");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: "ok" });
    expect(answer.headers["strict-transport-security"]).toBe(HSTS);
    expect(times(answer.rawHeaders, "strict-transport-security")).toBe(1);

    const refused = await httpsGet(withoutInstances, "/healthz");
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.headers["strict-transport-security"]).toBe(HSTS);
  });
});
