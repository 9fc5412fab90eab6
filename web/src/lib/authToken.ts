/** Where the session token lives in the browser (spec §3: local storage under the key "token"). */
export const TOKEN_STORAGE_KEY = "token";

export function readStoredToken(storage: Pick<Storage, "getItem"> | undefined = safeLocalStorage()) {
  try {
    return storage?.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

// reading localStorage throws in some privacy modes and sandboxed frames
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored token as an Authorization header value; undefined when signed out. */
export function storedBearer(): string | undefined {
  const token = readStoredToken();
  return token ? `Bearer ${token}` : undefined;
}
