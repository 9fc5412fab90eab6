import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchWithTimeout } from "./fetchWithTimeout";

/** A fetch that never answers but gives up when its signal aborts, like the real one. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    });
}

describe("fetchWithTimeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("aborts a request that has not answered within the timeout", async () => {
    const request = fetchWithTimeout(15_000, hangingFetch())("/graphql");
    const outcome = request.then(
      () => "answered",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(14_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("TimeoutError");
  });

  it("does not abort before the timeout", async () => {
    let settled = false;
    void fetchWithTimeout(
      15_000,
      hangingFetch(),
    )("/graphql").catch(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
  });

  it("passes a quick response through with the caller's options", async () => {
    const base = vi.fn<typeof fetch>().mockResolvedValue(new Response("ok"));
    const response = await fetchWithTimeout(15_000, base)("/graphql", {
      method: "POST",
      credentials: "include",
    });
    expect(await response.text()).toBe("ok");
    expect(base).toHaveBeenCalledWith(
      "/graphql",
      expect.objectContaining({ method: "POST", credentials: "include" }),
    );
  });

  it("still lets the caller cancel the request", async () => {
    const caller = new AbortController();
    const request = fetchWithTimeout(15_000, hangingFetch())("/graphql", { signal: caller.signal });
    caller.abort(new Error("query torn down"));
    await expect(request).rejects.toThrow("query torn down");
  });
});
