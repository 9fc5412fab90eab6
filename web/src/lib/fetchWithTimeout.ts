/**
 * Wraps fetch so a request is aborted after `ms` milliseconds, while still honouring the caller's own
 * abort signal (Apollo cancels requests when a query is torn down).
 */
export function fetchWithTimeout(ms: number, baseFetch: typeof fetch = (input, init) => fetch(input, init)) {
  return function timedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const controller = new AbortController();
    const outer = init.signal;
    const forwardAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) forwardAbort();
    else outer?.addEventListener("abort", forwardAbort, { once: true });

    // the deadline also covers reading the body, which happens after fetch resolves, so it is not cleared
    // on success; aborting a finished request does nothing
    const timer = setTimeout(
      () => controller.abort(new DOMException(`The request timed out after ${ms / 1000} s`, "TimeoutError")),
      ms,
    );
    return baseFetch(input, { ...init, signal: controller.signal }).catch((error: unknown) => {
      clearTimeout(timer);
      throw error;
    });
  };
}
