import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearAfterFailedAttempt,
  clearStoredSession,
  expiredTokenCookie,
  markFailedAttempt,
  readOrigin,
  readStoredUser,
  rememberOrigin,
  SESSION_CLEARED_EVENT,
  storeSession,
  tokenCookie,
  type AuthUser,
} from "./authStorage";

const maria: AuthUser = {
  id: "1",
  username: "maria",
  role: "user",
  profilePicture: null,
  useDefaultAvatar: false,
};

afterEach(() => {
  document.cookie = "token=; path=/; max-age=0";
  sessionStorage.clear();
});

describe("tokenCookie", () => {
  it("lives on path / for seven days, SameSite Strict", () => {
    expect(tokenCookie("abc", false)).toBe("token=abc; path=/; max-age=604800; SameSite=Strict");
  });

  it("is Secure on https", () => {
    expect(tokenCookie("abc", true)).toBe("token=abc; path=/; max-age=604800; SameSite=Strict; Secure");
    expect(expiredTokenCookie(true)).toBe("token=; path=/; max-age=0; SameSite=Strict; Secure");
  });
});

describe("storeSession and clearStoredSession", () => {
  it("keeps the token in local storage and the cookie, and caches the user", () => {
    storeSession("session-token", maria);
    expect(localStorage.getItem("token")).toBe("session-token");
    expect(document.cookie).toContain("token=session-token");
    expect(readStoredUser()).toEqual(maria);
  });

  it("clears token, user and cookie, and tells listeners", () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_CLEARED_EVENT, listener);
    storeSession("session-token", maria);
    clearStoredSession();
    window.removeEventListener(SESSION_CLEARED_EVENT, listener);
    expect(localStorage.getItem("token")).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(document.cookie).not.toContain("token=session-token");
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe("readStoredUser", () => {
  it("ignores a cached value that is not a user", () => {
    for (const raw of ["not json", "null", '{"id":1}', '{"id":"1","username":"x","role":"root"}']) {
      localStorage.setItem("user", raw);
      expect(readStoredUser()).toBeNull();
    }
  });
});

describe("the failed-attempt flag", () => {
  it("clears the stored token and user on the next visit", () => {
    storeSession("stale", maria);
    markFailedAttempt();
    expect(clearAfterFailedAttempt()).toBe(true);
    expect(localStorage.getItem("token")).toBeNull();
    expect(readStoredUser()).toBeNull();
    expect(clearAfterFailedAttempt()).toBe(false);
  });

  it("leaves credentials alone when no attempt failed", () => {
    storeSession("fresh", maria);
    expect(clearAfterFailedAttempt()).toBe(false);
    expect(localStorage.getItem("token")).toBe("fresh");
  });
});

describe("the remembered origin", () => {
  it("keeps a same-site path", () => {
    rememberOrigin("/forum/settings?tab=password");
    expect(readOrigin()).toBe("/forum/settings?tab=password");
  });

  it("never keeps an external address", () => {
    rememberOrigin("//evil.com/phish");
    expect(readOrigin()).toBeNull();
  });

  it("ignores an external address planted in storage", () => {
    sessionStorage.setItem("auth-origin", "https://evil.com");
    expect(readOrigin()).toBeNull();
  });
});
