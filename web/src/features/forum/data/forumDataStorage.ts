import type { ForumData } from "./forumModel";

/** Spec §7: the last forum data that loaded, kept in local storage under this key. */
export const FORUM_DATA_STORAGE_KEY = "forum-data";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function looksLikeForumData(value: unknown): value is ForumData {
  if (!value || typeof value !== "object") return false;
  const data = value as Partial<ForumData>;
  return Array.isArray(data.categories) && Array.isArray(data.recentThreads) && !!data.stats;
}

/** The kept copy, or null when there is none or it cannot be read. */
export function readStoredForumData(storage: Storage | undefined = browserStorage()): ForumData | null {
  try {
    const raw = storage?.getItem(FORUM_DATA_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return looksLikeForumData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps a copy for the next visit; a full or forbidden storage only earns a warning (spec §8). */
export function storeForumData(data: ForumData, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(FORUM_DATA_STORAGE_KEY, JSON.stringify(data));
  } catch (error) {
    console.warn("Could not keep a copy of the forum data", error);
  }
}
