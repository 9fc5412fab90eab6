import type { Config } from "../../config.js";
import { checkHost, checkUrl, Refusal, type GuardRefusal, type Resolver } from "./outbound-guard.js";
import { decodeHtml, extractTitle, readableTitle, TITLE_MAX_LENGTH } from "./html-title.js";
import { FetchFailure, pinnedGet } from "./pinned-get.js";

export { URL_MAX_LENGTH } from "./outbound-guard.js";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type TitleFailure =
  | GuardRefusal
  | "too-many-redirects"
  | "http-status"
  | "not-html"
  | "no-title"
  | "connect-timeout"
  | "timeout"
  | "network";

export type TitleResult = { ok: true; title: string } | { ok: false; reason: TitleFailure };

export type { Resolver } from "./outbound-guard.js";

export interface TitleFetcherOptions {
  allowLoopback: boolean;
  allowedPorts: readonly number[];
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  resolve?: Resolver;
}

export interface TitleFetcher {
  /** The page's title, or why none could be read. Never throws. */
  fetchTitle(url: string): Promise<TitleResult>;
}

async function follow(start: string, options: TitleFetcherOptions, signal: AbortSignal): Promise<string> {
  let current = start;
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    const url = checkUrl(current, options.allowedPorts);
    const target = await checkHost(url, options);
    signal.throwIfAborted();
    const response = await pinnedGet(url, target, {
      userAgent: options.userAgent,
      connectTimeoutMs: options.connectTimeoutMs,
      maxBytes: options.maxBytes,
      signal,
    });
    if (REDIRECT_STATUSES.has(response.status) && response.headers.location) {
      try {
        current = new URL(response.headers.location, url).toString();
      } catch {
        throw new Refusal("invalid-url");
      }
      continue;
    }
    if (!response.body) throw new Refusal("http-status");
    const title = extractTitle(decodeHtml(response.body, response.headers["content-type"]));
    if (!title) throw new Refusal("no-title");
    return title;
  }
  throw new Refusal("too-many-redirects");
}

/**
 * Reads a submitted page's title without letting a user aim the server at anything private
 * (SECURITY.md "Fetching a user's URL"): checked URL, checked addresses, pinned connection, redirects
 * re-checked hop by hop, small time and size caps.
 */
export function createTitleFetcher(options: TitleFetcherOptions): TitleFetcher {
  return {
    async fetchTitle(url) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.totalTimeoutMs);
      const timedOut = new Promise<never>((_, reject) =>
        controller.signal.addEventListener("abort", () => reject(new Refusal("timeout"))),
      );
      timedOut.catch(() => {}); // settled by the race, or by the final abort once it is over
      try {
        const title = await Promise.race([follow(url, options, controller.signal), timedOut]);
        return { ok: true, title };
      } catch (error) {
        if (controller.signal.aborted) return { ok: false, reason: "timeout" };
        if (error instanceof Refusal || error instanceof FetchFailure)
          return { ok: false, reason: error.reason as TitleFailure };
        return { ok: false, reason: "network" };
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
  };
}

/** The fetcher the app uses, from configuration; its User-Agent names the product and where it runs. */
export function titleFetcherFromConfig(config: Config, resolve?: Resolver): TitleFetcher {
  return createTitleFetcher({
    allowLoopback: config.titleFetchAllowLoopback,
    allowedPorts: config.titleFetchPorts,
    connectTimeoutMs: config.titleFetchConnectTimeoutMs,
    totalTimeoutMs: config.titleFetchTimeoutMs,
    maxBytes: config.titleFetchMaxBytes,
    maxRedirects: 5,
    userAgent: `IncidentWatch-TitleFetcher/1.0 (+${config.publicUrl})`,
    resolve,
  });
}

/** What an event is called until (or unless) its page's title is read: host and path. */
export function fallbackTitle(sourceUrl: string): string {
  try {
    const url = new URL(sourceUrl);
    let path = url.pathname === "/" ? "" : url.pathname.replace(/\/$/, "");
    try {
      path = decodeURIComponent(path);
    } catch {
      // keep the encoded path when it is not valid percent-encoding
    }
    const title = readableTitle(`${url.hostname}${path}`);
    return title.length <= TITLE_MAX_LENGTH ? title : title.slice(0, TITLE_MAX_LENGTH - 1) + "…";
  } catch {
    return sourceUrl.slice(0, TITLE_MAX_LENGTH);
  }
}
