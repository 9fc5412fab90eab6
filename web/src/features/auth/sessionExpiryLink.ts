import { ErrorLink } from "@apollo/client/link/error";
import { readStoredToken } from "../../lib/authToken";
import { describeFailure, isUnauthenticated } from "../../lib/callFailure";
import { clearStoredSession } from "./authStorage";

/** The server closed the live socket because the session ended elsewhere (a ban, a password change). */
export const SESSION_ENDED_EVENT = "auth:session-ended";
/** graphql-ws close code the API uses for a socket whose session ended. */
const SESSION_ENDED_CLOSE_CODE = 4401;

/** Called on every socket close: the page then asks who it is, and a dead session is cleared at once. */
export function noticeSocketClose(event: unknown): void {
  if ((event as { code?: number } | null)?.code === SESSION_ENDED_CLOSE_CODE) {
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  }
}

// a wrong password answers UNAUTHENTICATED too, without saying anything about a stored session
const SIGN_IN_OPERATIONS = new Set(["Login", "Register"]);

/**
 * Spec §4: a 401 clears the stored token, cookie and auth header. Only when the request carried the token
 * that is still stored, so a session that was just replaced is left alone.
 */
export function createSessionExpiryLink(): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (SIGN_IN_OPERATIONS.has(operation.operationName ?? "")) return;
    const sent = (operation.getContext().headers as Record<string, string> | undefined)?.authorization;
    const token = readStoredToken();
    if (!sent || !token || sent !== `Bearer ${token}`) return;
    if (isUnauthenticated(describeFailure(error, true))) clearStoredSession();
  });
}
