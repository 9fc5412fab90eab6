import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answer, COPY_MAX_AGE_MS, OFFLINE_COPY_HEADER } from "./offlineCache";

/** CacheStorage as the worker sees it, in memory (jsdom has none). */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), location.origin).href;
  match(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.get(this.key(request))?.clone());
  }
  async put(request: RequestInfo | URL, response: Response) {
    const body = await response.arrayBuffer();
    this.entries.set(this.key(request), new Response(body, response));
  }
  delete(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.delete(this.key(request)));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
}

const cache = new MemoryCache();
let network: () => Promise<Response>;

beforeEach(() => {
  cache.entries.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
  vi.stubGlobal("caches", { open: () => Promise.resolve(cache) });
  vi.stubGlobal("fetch", () => network());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const notifications = () =>
  new Request(new URL("/graphql", location.origin), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      operationName: "Notifications",
      query: "query Notifications { x }",
      variables: {},
    }),
  });
const served = (body: unknown) => () => Promise.resolve(Response.json(body));
const down = () => Promise.reject(new TypeError("Failed to fetch"));

describe("the worker's kept GraphQL answers", () => {
  it("passes the server's answer as it is", async () => {
    network = served({ data: { n: 1 } });
    const response = await answer(notifications())!;
    expect(response.headers.get(OFFLINE_COPY_HEADER)).toBeNull();
    expect(await response.json()).toEqual({ data: { n: 1 } });
  });

  it("gives the kept answer back when the network fails, marked as a copy with its age in seconds", async () => {
    network = served({ data: { n: 1 } });
    await answer(notifications());
    vi.setSystemTime(Date.now() + 90_000);
    network = down;
    const response = await answer(notifications())!;
    expect(response.headers.get(OFFLINE_COPY_HEADER)).toBe("90");
    expect(await response.json()).toEqual({ data: { n: 1 } });
  });

  it("gives back no copy older than a week: the failure reaches the page, and the copy goes", async () => {
    network = served({ data: { n: 1 } });
    await answer(notifications());
    vi.setSystemTime(Date.now() + COPY_MAX_AGE_MS + 1);
    network = down;
    await expect(answer(notifications())).rejects.toThrow("Failed to fetch");
    expect(cache.entries.size).toBe(0);
  });

  it("marks the map's kept data the same way", async () => {
    const mapData = () => new Request(new URL("/api/events/clusters?bbox=1,2,3,4", location.origin));
    network = served({ clusters: [] });
    await answer(mapData());
    vi.setSystemTime(Date.now() + 5_000);
    network = down;
    expect((await answer(mapData())!).headers.get(OFFLINE_COPY_HEADER)).toBe("5");
  });
});
