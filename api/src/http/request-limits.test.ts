import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../test/app.js";
import { rawExchange } from "../../test/raw-socket.js";
import { restCall } from "../../test/rest.js";
import { BODY_LIMIT_BYTES, BODY_MAX_DEPTH } from "./body.js";
import { refusal } from "../../test/refusal.js";

describe("request size, time and content limits", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ REQUEST_TIMEOUT_MS: "1000", HEADERS_TIMEOUT_MS: "600" });
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (path: string, contentLength: number) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;

  it("closes a request that declares a body and never sends it within the request timeout", async () => {
    const exchange = await rawExchange(app.url, post("/api/auth/login", 40), 5000);
    expect(exchange.closedAfterMs).toBeDefined();
    expect(exchange.closedAfterMs!).toBeLessThan(3000);
    expect(exchange.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it("closes a connection whose headers never finish within the headers timeout", async () => {
    const exchange = await rawExchange(app.url, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n", 5000);
    expect(exchange.closedAfterMs).toBeDefined();
    expect(exchange.closedAfterMs!).toBeLessThan(3000);
  });

  it.each(["/api/auth/login", "/graphql"])(
    "answers 413 at once to %s when the declared body is over the limit, without waiting for it",
    async (path) => {
      const exchange = await rawExchange(app.url, post(path, BODY_LIMIT_BYTES * 100), 5000);
      expect(exchange.received).toMatch(/^HTTP\/1\.1 413/);
      expect(exchange.received).toContain(
        '{"message":"Request body is too large","messageKey":"requestTooLarge"}',
      );
      expect(exchange.firstByteAfterMs!).toBeLessThan(500);
      expect(exchange.closedAfterMs).toBeDefined();
    },
  );

  it("still accepts a body just under the limit", async () => {
    const username = "a".repeat(BODY_LIMIT_BYTES - 100);
    const { status } = await restCall(app, "POST", "/api/auth/login", { body: { username, password: "x" } });
    expect(status).toBe(401);
  });

  it("refuses a NUL anywhere in a REST body with 400, naming the field", async () => {
    const { status, json } = await restCall(app, "POST", "/api/auth/login", {
      body: { username: "admin\u0000", password: "secret" },
    });
    expect(status).toBe(400);
    expect(json).toEqual(refusal(messages.controlCharacters, { username: messages.controlCharacters }));
  });

  it("refuses control characters in nested body values and in the query string", async () => {
    const nested = await restCall(app, "POST", "/api/events/submit", {
      body: { extra: { note: ["fine", "bell\u0007"] } },
    });
    expect(nested.status).toBe(400);
    expect(nested.json).toMatchObject({ errors: { note: messages.controlCharacters } });
    const query = await restCall(app, "GET", "/api/events?filter=%00");
    expect(query.status).toBe(400);
    expect(query.json).toMatchObject({ errors: { filter: messages.controlCharacters } });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const { status, json } = await restCall(app, "POST", "/api/auth/login", { body: '{"username": ' });
    expect(status).toBe(400);
    expect(json).toEqual({ message: expect.any(String) as unknown, messageKey: "badRequest" });
  });

  const nested = (depth: number) => `{"username":${"[".repeat(depth)}"a"${"]".repeat(depth)},"password":"x"}`;
  const send = (path: string, body: string) =>
    fetch(`${app.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });

  it.each([
    "/api/auth/login",
    "/api/auth/register",
    "/api/auth/forgot-password",
    "/api/auth/reset-password",
    "/api/auth/logout",
    "/api/events/submit",
    "/api/notifications/unsubscribe",
    "/api/forum/users/activity",
    "/graphql",
  ])("refuses JSON nested deeper than the limit with 400 before reading it, at %s", async (path) => {
    for (const depth of [BODY_MAX_DEPTH, 4000, 40_000]) {
      const response = await send(path, nested(depth));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: `JSON may nest at most ${BODY_MAX_DEPTH} levels deep`,
        messageKey: "badRequest",
      });
    }
  });

  it("reads JSON nested exactly as deep as the limit", async () => {
    const response = await send("/api/auth/login", nested(BODY_MAX_DEPTH - 1));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).not.toMatch(/nest/);
  });
});
