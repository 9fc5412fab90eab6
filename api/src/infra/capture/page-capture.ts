import { checkHost, checkUrl, Refusal, type GuardOptions } from "../url-title/outbound-guard.js";
import { captureGet, type Exchange } from "./capture-get.js";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Why a page could not be captured, as people are told (decision 120). */
export type CaptureFailure =
  | "blocked"
  | "too-large"
  | "timed-out"
  | "gone"
  | "unsupported-type"
  | "http-error"
  | "too-many-redirects"
  | "network";

/** Failures worth another try later; the others would fail the same way again at once. */
export const TRANSIENT_FAILURES: ReadonlySet<CaptureFailure> = new Set([
  "timed-out",
  "http-error",
  "network",
]);

export type PageCaptureResult =
  { ok: true; exchanges: Exchange[] } | { ok: false; reason: CaptureFailure; detail: string };

export interface PageCaptureOptions extends GuardOptions {
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
}

function failure(error: unknown): { reason: CaptureFailure; detail: string } {
  const detail = error instanceof Refusal ? error.reason : "network";
  if (["invalid-url", "refused-port", "refused-address", "unresolvable"].includes(detail))
    return { reason: detail === "unresolvable" ? "gone" : "blocked", detail };
  if (detail === "timeout") return { reason: "timed-out", detail };
  const known: CaptureFailure[] = ["too-large", "unsupported-type", "too-many-redirects", "network"];
  return { reason: known.find((k) => k === detail) ?? "network", detail };
}

async function follow(start: string, options: PageCaptureOptions, signal: AbortSignal) {
  const exchanges: Exchange[] = [];
  let current = start;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const url = checkUrl(current, options.allowedPorts);
    const target = await checkHost(url, options);
    signal.throwIfAborted();
    const exchange = await captureGet(url, target, { ...options, signal });
    exchanges.push(exchange);
    const location = /\r\nlocation: *([^\r\n]*)/i.exec(exchange.responseHead)?.[1];
    if (REDIRECT_STATUSES.has(exchange.status) && location) {
      try {
        current = new URL(location, url).toString();
      } catch {
        throw new Refusal("invalid-url");
      }
      continue;
    }
    return exchanges;
  }
  throw new Refusal("too-many-redirects");
}

/**
 * Fetches a source page for the archive through the same guard as the title fetcher (SECURITY.md
 * "Fetching a user's URL"): each hop's URL and addresses checked, the connection pinned to the checked
 * address, bounded in size and time, only the document types a capture keeps.
 */
export async function capturePage(url: string, options: PageCaptureOptions): Promise<PageCaptureResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.totalTimeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener("abort", () => reject(new Refusal("timeout"))),
  );
  timedOut.catch(() => {});
  try {
    const exchanges = await Promise.race([follow(url, options, controller.signal), timedOut]);
    const last = exchanges.at(-1)!;
    if (last.status === 404 || last.status === 410)
      return { ok: false, reason: "gone", detail: `http-${last.status}` };
    if (last.status < 200 || last.status >= 300)
      return { ok: false, reason: "http-error", detail: `http-${last.status}` };
    return { ok: true, exchanges };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, reason: "timed-out", detail: "timeout" };
    return { ok: false, ...failure(error) };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
