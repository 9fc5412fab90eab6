import { clearPersistedResults } from "../../app/persistedResults";
import { TOKEN_STORAGE_KEY } from "../../lib/authToken";
import { sameSitePath } from "../../lib/originPath";

/** The signed-in user as the app keeps it (spec §3: cached in local storage). */
export interface AuthUser {
  id: string;
  username: string;
  role: "admin" | "moderator" | "user";
  profilePicture?: string | null;
  useDefaultAvatar?: boolean | null;
}

export const USER_STORAGE_KEY = "user";
export const FAILED_ATTEMPT_KEY = "auth-failed";
export const ORIGIN_STORAGE_KEY = "auth-origin";
export const TOKEN_COOKIE_MAX_AGE = 604_800;
/** Dispatched on window whenever stored credentials are cleared, so every listener can follow. */
export const SESSION_CLEARED_EVENT = "auth:session-cleared";

const ROLES = new Set(["admin", "moderator", "user"]);

// storage access throws in some privacy modes; the app then simply forgets between visits
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** The `token` cookie: path /, SameSite Strict, 7 days, Secure when the page is served over https. */
export function tokenCookie(token: string, secure: boolean): string {
  const flags = `path=/; max-age=${TOKEN_COOKIE_MAX_AGE}; SameSite=Strict${secure ? "; Secure" : ""}`;
  return `token=${encodeURIComponent(token)}; ${flags}`;
}

export function expiredTokenCookie(secure: boolean): string {
  return `token=; path=/; max-age=0; SameSite=Strict${secure ? "; Secure" : ""}`;
}

const onHttps = () => window.location.protocol === "https:";

/** After login or registration: token in local storage and the cookie, user cached. */
export function storeSession(token: string, user: AuthUser): void {
  attempt(() => localStorage.setItem(TOKEN_STORAGE_KEY, token));
  writeStoredUser(user);
  document.cookie = tokenCookie(token, onHttps());
}

/** Logout or a 401: token, user and cookie are all gone. */
export function clearStoredSession(): void {
  attempt(() => {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
  });
  clearPersistedResults();
  // the app's worker keeps what this member read for offline reading: it goes with the session
  navigator.serviceWorker?.controller?.postMessage({ type: "signed-out" });
  document.cookie = expiredTokenCookie(onHttps());
  window.dispatchEvent(new Event(SESSION_CLEARED_EVENT));
}

export function writeStoredUser(user: AuthUser): void {
  const { id, username, role, profilePicture, useDefaultAvatar } = user;
  const cached = { id, username, role, profilePicture, useDefaultAvatar };
  attempt(() => localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(cached)));
}

/** The cached user, or null when there is none or it is not the shape the app wrote. */
export function readStoredUser(): AuthUser | null {
  const raw = attempt(() => localStorage.getItem(USER_STORAGE_KEY));
  if (!raw) return null;
  const value = attempt(() => JSON.parse(raw) as unknown);
  if (typeof value !== "object" || value === null) return null;
  const user = value as Partial<AuthUser>;
  if (typeof user.id !== "string" || typeof user.username !== "string" || !ROLES.has(user.role ?? "")) {
    return null;
  }
  return user as AuthUser;
}

/** A failed login or registration leaves this flag behind (spec §4). */
export function markFailedAttempt(): void {
  attempt(() => localStorage.setItem(FAILED_ATTEMPT_KEY, "1"));
}

/** On a visit to login or register: a flag left by a failed attempt clears the stored token and user. */
export function clearAfterFailedAttempt(): boolean {
  if (attempt(() => localStorage.getItem(FAILED_ATTEMPT_KEY)) !== "1") return false;
  attempt(() => localStorage.removeItem(FAILED_ATTEMPT_KEY));
  clearStoredSession();
  return true;
}

export function clearFailedAttempt(): void {
  attempt(() => localStorage.removeItem(FAILED_ATTEMPT_KEY));
}

/** The guard remembers where a visitor was going; only a same-site path is ever kept. */
export function rememberOrigin(path: string): void {
  const safe = sameSitePath(path);
  if (safe) attempt(() => sessionStorage.setItem(ORIGIN_STORAGE_KEY, safe));
}

/** The remembered origin, or null; read without removing so login and register can both use it. */
export function readOrigin(): string | null {
  return sameSitePath(attempt(() => sessionStorage.getItem(ORIGIN_STORAGE_KEY)));
}

export function forgetOrigin(): void {
  attempt(() => sessionStorage.removeItem(ORIGIN_STORAGE_KEY));
}
