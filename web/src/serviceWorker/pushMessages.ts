/** Where the page leaves the generic line a push shows when its words cannot be read, in its language. */
const FALLBACK_KEY = "/__push-fallback";
const PUSH_CACHE = "push";

interface PushPayload {
  ref: string;
  tag: string;
}

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
  unseen: number;
}

const SITE_NAME = "Incident Watch Europe";

/** "You have a new notification" in the member's language, left by the page that turned push on. */
export async function keepFallback(text: string): Promise<void> {
  await (await caches.open(PUSH_CACHE)).put(FALLBACK_KEY, new Response(text));
}

async function fallback(): Promise<string> {
  const kept = await (await caches.open(PUSH_CACHE)).match(FALLBACK_KEY);
  return kept ? kept.text() : "You have a new notification";
}

/** Notifications the worker showed, for the browser test that cannot see the system's (web/e2e/app-and-push.test.ts reads them). */
export const shown: Array<{ title: string; body: string; tag: string }> = [];

/**
 * A push names what it is about (`ref`) and nothing more: the words are read over the member's session
 * (its cookie); when that fails (signed out, offline, gone) a generic line in the member's language is shown,
 * since a push must show something. One notification per thread (`tag`), the newest replacing it; the
 * app's badge shows the unseen count.
 */
export async function showPush(registration: ServiceWorkerRegistration, data: unknown): Promise<void> {
  const payload = data as Partial<PushPayload> | null;
  const tag = typeof payload?.tag === "string" ? payload.tag : "notification";
  let message: PushMessage | null = null;
  if (typeof payload?.ref === "string") {
    message = await fetch(`/api/push/messages/${encodeURIComponent(payload.ref)}`, {
      credentials: "same-origin",
      cache: "no-store",
    })
      .then((response) => (response.ok ? (response.json() as Promise<PushMessage>) : null))
      .catch(() => null);
  }
  const title = message?.title ?? SITE_NAME;
  const body = message ? message.body : await fallback();
  shown.push({ title, body, tag });
  await registration.showNotification(title, {
    body,
    tag,
    icon: "/icons/icon-192.png",
    data: { url: message?.url ?? "/forum/notifications" },
  });
  const badge = navigator as Navigator & { setAppBadge?(count: number): Promise<void> };
  if (message && badge.setAppBadge) await badge.setAppBadge(message.unseen).catch(() => undefined);
}

/** A click opens what the push was about, in a window of the app already open if there is one. */
export async function openPush(worker: ServiceWorkerGlobalScope, notification: Notification): Promise<void> {
  notification.close();
  const url = new URL((notification.data as { url?: string } | null)?.url ?? "/", worker.location.origin)
    .href;
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows[0];
  if (open) {
    await open.focus();
    await open.navigate(url).catch(() => undefined);
    return;
  }
  await worker.clients.openWindow(url);
}
