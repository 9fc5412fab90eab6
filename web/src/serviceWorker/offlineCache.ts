import { buildManifest } from "./buildManifest";

const { version } = buildManifest;
/** This build's files: the shell from install on, each page's as it is opened. */
export const SHELL_CACHE = `shell-${version}`;
/** Pages' HTML and the data they were shown with; a member's own, so it goes at sign-out. */
export const DATA_CACHE = "data";
/** The HTML every address can start from offline (the app routes by the address). */
const SHELL_PAGE = "/__shell";
/** Threads kept readable offline, the most recently opened first. */
export const THREADS_KEPT = 50;
/** Other answers kept (the map's data, the page's other queries), the most recent first. */
const ANSWERS_KEPT = 100;
const THREAD_KEY = "/__offline/ThreadPage/";
/**
 * A kept answer given back when the network fails says so, with its age in seconds: the page counts the
 * call as failed (web/src/app/offlineCopy.ts reads the same header) and shows the copy as what it is.
 */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
/** When an answer was kept (milliseconds since 1970), stored with it. */
const KEPT_AT_HEADER = "X-Kept-At";
/** A copy older than this is not given back: the failure reaches the page as it is (and the copy goes). */
export const COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a same-origin GET is a file of a build (hashed, never changes) or the basemap's tiles. */
const isBuildFile = (path: string) => path.startsWith("/assets/") || /^\/world-[0-9a-f]+\//.test(path);

/** The map's data (GET), and the clusters for large datasets, are kept as last seen. */
const isMapData = (url: URL) =>
  (url.pathname === "/graphql" && url.searchParams.get("operationName") === "MapData") ||
  url.pathname === "/api/events/clusters";

export async function precacheShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(buildManifest.shell);
  const page = await fetch("/", { credentials: "same-origin" });
  if (page.ok) await (await caches.open(DATA_CACHE)).put(SHELL_PAGE, await unredirected(page));
}

/** A page's own files and its language's catalogues, fetched once it is opened, so it opens offline next. */
export async function keepRouteFiles(path: string): Promise<void> {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(path)?.[1];
  const locale = prefix && buildManifest.catalogs[prefix] ? prefix : "en";
  const page = locale === prefix ? path.slice(3) || "/" : path;
  const { map, thread } = buildManifest.routes;
  const files = page === "/" ? map : page.startsWith("/forum/thread/") ? thread : [];
  if (files.length === 0) return;
  const cache = await caches.open(SHELL_CACHE);
  const missing: string[] = [];
  for (const file of [...files, ...(buildManifest.catalogs[locale] ?? [])])
    if (!(await cache.match(file))) missing.push(file);
  // one file that fails leaves the page to the files it did keep; the next opening tries again
  await cache.addAll(missing).catch(() => undefined);
}

/** Drops the caches of earlier builds once this one runs. */
export async function dropEarlierBuilds(): Promise<void> {
  for (const name of await caches.keys())
    if (name.startsWith("shell-") && name !== SHELL_CACHE) await caches.delete(name);
}

/** A redirected answer cannot answer a navigation: the same body and headers, not redirected. */
async function unredirected(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, headers: response.headers });
}

/**
 * Which requests the worker answers, and how: build files from the cache first (they never change);
 * pages, the map's data and GraphQL queries from the network, falling back to what was kept when it
 * fails (data marked with OFFLINE_COPY_HEADER, never older than COPY_MAX_AGE_MS). Mutations,
 * subscriptions and everything else go to the network untouched: nothing is queued.
 */
export function answer(request: Request): Promise<Response> | null {
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (request.method === "GET" && request.mode === "navigate") return page(request);
  if (request.method === "GET" && isBuildFile(url.pathname)) return buildFile(request);
  if (request.method === "GET" && isMapData(url)) return networkFirst(request, mapDataKey(url));
  if (request.method === "POST" && url.pathname === "/graphql") return graphqlPost(request);
  return null;
}

async function page(request: Request): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get("content-type") ?? "").includes("text/html")) {
      void cache.put(SHELL_PAGE, response.clone());
      void keepRouteFiles(new URL(request.url).pathname);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL_PAGE);
    if (kept) return kept;
    throw error;
  }
}

async function buildFile(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

// the map's data is asked for with a cache-busting parameter at times: kept under its query alone
const mapDataKey = (url: URL) => `/__offline${url.pathname}?${url.searchParams.get("bbox") ?? "all"}`;

async function networkFirst(request: Request, key: string): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, withHeader(response.clone(), KEPT_AT_HEADER, String(Date.now())));
    return response;
  } catch (error) {
    const copy = await offlineCopy(cache, key);
    if (copy) return copy;
    throw error;
  }
}

/** The answer kept under `key`, marked as a copy with its age; none past COPY_MAX_AGE_MS (or of unknown age). */
async function offlineCopy(cache: Cache, key: string): Promise<Response | null> {
  const kept = await cache.match(key);
  if (!kept) return null;
  const ageMs = Date.now() - Number(kept.headers.get(KEPT_AT_HEADER));
  if (!(ageMs >= 0 && ageMs <= COPY_MAX_AGE_MS)) {
    await cache.delete(key);
    return null;
  }
  return withHeader(kept, OFFLINE_COPY_HEADER, String(Math.floor(ageMs / 1000)));
}

function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A GraphQL query over POST is kept under its operation and variables; anything else passes. */
async function graphqlPost(request: Request): Promise<Response> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { operationName?: string; query?: string; variables?: unknown } | null;
  const query = body?.query?.trimStart() ?? "";
  if (!body?.operationName || !(query.startsWith("query") || query.startsWith("{"))) return fetch(request);
  const threadId =
    body.operationName === "ThreadPage" ? (body.variables as { id?: string } | undefined)?.id : undefined;
  const key = threadId
    ? `${THREAD_KEY}${encodeURIComponent(threadId)}?${encodeURIComponent(JSON.stringify(body.variables))}`
    : `/__offline/${body.operationName}?${encodeURIComponent(JSON.stringify(body.variables ?? {}))}`;
  const response = await networkFirst(request, key);
  void trim();
  return response;
}

/** Keeps the last THREADS_KEPT threads (every page of each opened) and the last ANSWERS_KEPT other answers. */
async function trim(): Promise<void> {
  const cache = await caches.open(DATA_CACHE);
  const keys = await cache.keys();
  const threadOf = (request: Request) => new URL(request.url).pathname.slice(THREAD_KEY.length);
  const threads = keys.filter((request) => new URL(request.url).pathname.startsWith(THREAD_KEY));
  const newestThreads = [...new Set(threads.map(threadOf).reverse())].slice(0, THREADS_KEPT);
  for (const request of threads) if (!newestThreads.includes(threadOf(request))) await cache.delete(request);
  const others = keys.filter(
    (request) => new URL(request.url).pathname.startsWith("/__offline/") && !threads.includes(request),
  );
  for (const request of others.slice(0, Math.max(0, others.length - ANSWERS_KEPT)))
    await cache.delete(request);
}
