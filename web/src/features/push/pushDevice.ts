import { PUSH_TYPES, type PushType } from "@incident-watch/schema";
import { storedBearer } from "../../lib/authToken";

/** What a device takes when push is first turned on: all but reactions, which come often. */
export const DEFAULT_TYPES: PushType[] = PUSH_TYPES.filter((type) => type !== "reaction");

export type PushDevice = { state: "unsupported" | "denied" | "off" } | { state: "on"; types: PushType[] };

export class PushDenied extends Error {}
/** The browser's push service did not answer (unreachable, or blocked by the network) in time. */
export class PushUnreachable extends Error {}
/** The browser refuses push here though notifications are allowed, as private windows do. */
export class PushNotAllowed extends Error {}

/**
 * How long the browser's push service has to answer a subscription: Chrome waits minutes for one it cannot
 * reach, with nothing to show for it.
 */
export const SUBSCRIBE_TIMEOUT_MS = 20_000;

const json = { "content-type": "application/json" };
const auth = (): Record<string, string> => {
  const authorization = storedBearer();
  return authorization ? { authorization } : {};
};

/** The app's worker, when this browser can take pushes and runs it (none in development, or retired). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return null;
  return (await navigator.serviceWorker.getRegistration("/")) ?? null;
}

/** Whether this device has push for the member, and which types. */
export async function currentDevice(): Promise<PushDevice> {
  const worker = await registration();
  if (!worker) return { state: "unsupported" };
  if (Notification.permission === "denied") return { state: "denied" };
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription) return { state: "off" };
  const response = await fetch(
    `/api/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`,
    {
      headers: auth(),
    },
  );
  if (response.status === 404) return { state: "off" };
  if (!response.ok) throw new Error(`push subscription: ${response.status}`);
  return { state: "on", types: ((await response.json()) as { types: PushType[] }).types };
}

/**
 * Turns push on for this device with these types (or changes them): the browser's permission, its push
 * service's subscription under the site's key, the server told. The worker keeps `fallback`, the line
 * shown when a push's words cannot be read, in the member's language.
 */
export async function turnOn(types: PushType[], fallback: string): Promise<void> {
  const worker = await registration();
  if (!worker) throw new Error("no service worker");
  if ((await Notification.requestPermission()) !== "granted") throw new PushDenied();
  let subscription = await worker.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = (await (await fetch("/api/push/key")).json()) as { publicKey: string };
    subscription = await subscribe(worker.pushManager, publicKey);
  }
  const response = await fetch("/api/push/subscription", {
    method: "PUT",
    headers: { ...json, ...auth() },
    body: JSON.stringify({ ...subscription.toJSON(), types }),
  });
  if (!response.ok) throw new Error(`push subscription: ${response.status}`);
  worker.active?.postMessage({ type: "push-fallback", text: fallback });
}

/**
 * The browser's subscription at its push service, bounded by SUBSCRIBE_TIMEOUT_MS. Its refusals are told
 * apart: NotAllowedError (a private window, a browser that keeps push off) from AbortError (the push
 * service failed or could not be reached).
 */
function subscribe(pushManager: PushManager, applicationServerKey: string): Promise<PushSubscription> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushUnreachable()), SUBSCRIBE_TIMEOUT_MS);
    pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }).then(
      (subscription) => {
        clearTimeout(timer);
        resolve(subscription);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const name = error instanceof DOMException ? error.name : "";
        if (name === "NotAllowedError") reject(new PushNotAllowed());
        else if (name === "AbortError") reject(new PushUnreachable());
        else reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Turns push off for this device: the browser's subscription ends, and the server forgets it. */
export async function turnOff(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await fetch(`/api/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`, {
    method: "DELETE",
    headers: auth(),
  });
  await subscription.unsubscribe();
}
