import { DEFAULT_POLICY, retryDelayMs } from "../../../app/queryPolicy";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch retried as spec §9's default queries are: after a 5xx or a 429, twice more; with no answer at
 * all, three times more; 1 s after the first failure, then twice as long each time. Any other answer (a
 * 404, a 400) comes back at once: asking again would not change it.
 */
export async function fetchRetried(url: string, init: RequestInit, wait = sleep): Promise<Response> {
  for (let retry = 1; ; retry++) {
    try {
      const response = await fetch(url, init);
      const worthRetrying = response.status >= 500 || response.status === 429;
      if (!worthRetrying || retry > DEFAULT_POLICY.retries) return response;
    } catch (error) {
      if (retry > DEFAULT_POLICY.networkRetries) throw error;
    }
    await wait(retryDelayMs(retry));
  }
}
