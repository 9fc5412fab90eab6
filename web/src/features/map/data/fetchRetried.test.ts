import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchRetried } from "./fetchRetried";

const answer = (status: number) => new Response("{}", { status });

describe("the map's data, asked again after a failure", () => {
  afterEach(() => vi.unstubAllGlobals());

  const run = async (outcomes: Array<number | Error>) => {
    const fetch = vi.fn();
    for (const outcome of outcomes)
      fetch.mockImplementationOnce(async () => {
        if (outcome instanceof Error) throw outcome;
        return answer(outcome);
      });
    vi.stubGlobal("fetch", fetch);
    const waits: number[] = [];
    const result = await fetchRetried("/api/events/map", {}, async (ms) => void waits.push(ms)).then(
      (response) => response.status,
      (error: unknown) => error,
    );
    return { result, calls: fetch.mock.calls.length, waits };
  };

  it("asks again after a 5xx or a 429, 1 s and then 2 s later, and gives the answer that came", async () => {
    expect(await run([503, 429, 200])).toEqual({ result: 200, calls: 3, waits: [1000, 2000] });
  });

  it("gives up on a server error after two retries, passing its answer on", async () => {
    expect(await run([500, 502, 503, 200])).toEqual({ result: 503, calls: 3, waits: [1000, 2000] });
  });

  it("tries three more times when no answer comes at all, then fails", async () => {
    const offline = new TypeError("Failed to fetch");
    const { result, calls, waits } = await run([offline, offline, offline, offline, 200]);
    expect(result).toBe(offline);
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("does not ask again for an answer that would not change", async () => {
    expect(await run([404, 200])).toEqual({ result: 404, calls: 1, waits: [] });
  });
});
