import { storedBearer } from "../../../lib/authToken";
import { fetchWithTimeout } from "../../../lib/fetchWithTimeout";
import { cacheBusted } from "../../../lib/forceFresh";

/** Spec §7: every call gives up after 15 s. */
const timedFetch = fetchWithTimeout(15_000);

/**
 * A same-origin GET of a JSON answer with the session, for the spec §7 paths the forum falls back to; a
 * non-OK status rejects with the server's message when it gives one; `forceFresh` adds a cache-busting
 * query (spec §7).
 */
export async function getJson<T>(path: string, { forceFresh = false } = {}): Promise<T> {
  const authorization = storedBearer();
  const response = await timedFetch(forceFresh ? cacheBusted(path) : path, {
    credentials: "same-origin",
    headers: authorization ? { accept: "application/json", authorization } : { accept: "application/json" },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message : `${path} answered ${response.status}`;
    throw new Error(message);
  }
  return (await response.json()) as T;
}
