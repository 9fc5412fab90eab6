import { readStoredToken } from "../../../lib/authToken";
import { fetchWithTimeout } from "../../../lib/fetchWithTimeout";

/** Spec §7: every call gives up after 15 s. */
const timedFetch = fetchWithTimeout(15_000);

function headers(): HeadersInit {
  const token = readStoredToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** A same-origin REST call with the session, for the spec §7 paths GraphQL does not replace. */
export function forumFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return timedFetch(path, {
    credentials: "same-origin",
    ...init,
    headers: { ...headers(), ...init.headers },
  });
}

/** GET of a JSON answer; a non-OK status rejects with the server's message when it gives one. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await forumFetch(path, { headers: { accept: "application/json" } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === "string" ? body.message : `${path} answered ${response.status}`;
    throw new Error(message);
  }
  return (await response.json()) as T;
}

