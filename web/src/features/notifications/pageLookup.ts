import { readStoredToken } from "../../lib/authToken";
import { fetchWithTimeout } from "../../lib/fetchWithTimeout";
import { clearStoredSession } from "../auth";
import type { PageLookup } from "./notificationTarget";

const LOOKUP_TIMEOUT_MS = 15_000;

/**
 * GET /api/forum/posts/{id}/page-info → { page }. Spec §8: a non-OK answer logs a warning, a thrown error
 * logs an error, and both answer null so the click falls back to the highlight alone.
 */
export function createPageLookup(baseFetch: typeof fetch = (input, init) => fetch(input, init)): PageLookup {
  const timedFetch = fetchWithTimeout(LOOKUP_TIMEOUT_MS, baseFetch);
  return async (postId) => {
    const token = readStoredToken();
    try {
      const response = await timedFetch(`/api/forum/posts/${encodeURIComponent(postId)}/page-info`, {
        credentials: "include",
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      // spec §4: a 401 on REST ends the stored session as one on GraphQL does
      if (response.status === 401 && token) clearStoredSession();
      if (!response.ok) {
        console.warn(`Page lookup for post ${postId} answered ${response.status}`);
        return null;
      }
      const { page } = (await response.json()) as { page?: unknown };
      return typeof page === "number" && Number.isInteger(page) && page >= 1 ? page : null;
    } catch (error) {
      console.error(`Page lookup for post ${postId} failed`, error);
      return null;
    }
  };
}
