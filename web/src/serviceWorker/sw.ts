/// <reference lib="webworker" />
/**
 * The app's service worker (decision 127), built by the web build into /sw.js (web/vite/serviceWorkerPlugin.ts):
 * the app shell kept at install, the last map view and the last 50 threads opened readable offline,
 * Web Push shown. It imports nothing the app's pages import, so it stays one file.
 */
import { answer, dropEarlierBuilds, keepRouteFiles, precacheShell, DATA_CACHE } from "./offlineCache";
import { keepFallback, openPush, showPush, shown } from "./pushMessages";

const worker = self as unknown as ServiceWorkerGlobalScope;

/** What a page tells the worker. */
type PageMessage =
  | { type: "skip-waiting" }
  | { type: "push-fallback"; text: string }
  | { type: "signed-out" }
  | { type: "shown-notifications" };

worker.addEventListener("install", (event) => {
  // a new version waits for the member's "Reload" (the page's prompt), unless none ran before
  event.waitUntil(precacheShell());
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await dropEarlierBuilds();
      await worker.clients.claim();
      // the pages open now keep their own files, as if they had been opened under the worker
      for (const client of await worker.clients.matchAll({ type: "window" }))
        await keepRouteFiles(new URL(client.url).pathname);
    })(),
  );
});

worker.addEventListener("fetch", (event) => {
  const response = answer(event.request);
  if (response) event.respondWith(response);
});

worker.addEventListener("push", (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    // not ours, or unreadable: the generic line
  }
  event.waitUntil(showPush(worker.registration, data));
});

worker.addEventListener("notificationclick", (event) => {
  event.waitUntil(openPush(worker, event.notification));
});

worker.addEventListener("message", (event) => {
  const message = event.data as PageMessage | null;
  if (message?.type === "skip-waiting") void worker.skipWaiting();
  if (message?.type === "push-fallback") event.waitUntil(keepFallback(message.text));
  // what a member read is theirs: it goes with their session
  if (message?.type === "signed-out") event.waitUntil(caches.delete(DATA_CACHE));
  // the browser tests read what the worker showed: headless Chromium keeps no notification centre
  if (message?.type === "shown-notifications") event.source?.postMessage({ shown });
});
