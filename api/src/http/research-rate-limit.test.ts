import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.js";
import { rawGet } from "../../test/raw-get.js";

describe("the research API's per-address limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RESEARCH_RATE_LIMIT: "3" });
  });
  afterAll(async () => {
    await app?.close();
  });

  const query = (headers: Record<string, string> = {}) =>
    fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: "{ siteInfo { contactEmail } }" }),
    });

  it("tells each client its limit, what is left and when the window resets, then refuses with 429", async () => {
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await query();
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBe("3");
      expect(response.headers.get("ratelimit-policy")).toBe("3;w=60");
      expect(Number(response.headers.get("ratelimit-reset"))).toBeGreaterThanOrEqual(1);
      expect(Number(response.headers.get("ratelimit-reset"))).toBeLessThanOrEqual(60);
      remaining.push(response.headers.get("ratelimit-remaining")!);
    }
    expect(remaining).toEqual(["2", "1", "0"]);

    const refused = await query();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    const body = (await refused.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(body.errors[0]!.extensions.code).toBe("RATE_LIMITED");
    expect(body.errors[0]!.message).toMatch(/Too many requests/);
  });

  it("counts GET queries and the REST event paths for the same address, answering REST clients in JSON", async () => {
    const rest = await rawGet(app.url, "/api/events");
    expect(rest.status).toBe(429);
    expect(rest.headers["retry-after"]).toBeDefined();
    expect(JSON.parse(rest.body.toString())).toEqual({
      message: "Too many requests. Please try again later.",
    });
    const get = await rawGet(
      app.url,
      `/graphql?query=${encodeURIComponent("{ siteInfo { contactEmail } }")}`,
    );
    expect(get.status).toBe(429);
  });

  it("keeps separate counts for other addresses", async () => {
    const other = await startTestApp({ RESEARCH_RATE_LIMIT: "3", TRUST_PROXY: "1" });
    try {
      const from = (ip: string) =>
        fetch(`${other.url}/api/events`, { headers: { "x-forwarded-for": ip } }).then((r) => r.status);
      for (let i = 0; i < 3; i++) expect(await from("203.0.113.1")).toBe(200);
      expect(await from("203.0.113.1")).toBe(429);
      expect(await from("203.0.113.2")).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("the research API without a limit", () => {
  it("sends no RateLimit headers when RESEARCH_RATE_LIMIT is 0", async () => {
    const app = await startTestApp({ RESEARCH_RATE_LIMIT: "0" });
    try {
      const response = await fetch(`${app.url}/api/events`);
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBeNull();
    } finally {
      await app.close();
    }
  });
});
