import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { DEFAULT_ORIGIN_PATH, sameSitePath } from "../../lib/originPath";
import { clearAfterFailedAttempt, forgetOrigin, readOrigin } from "./authStorage";

/** Spec §9: after login or registration the app moves on after 100 ms. */
export const SIGNED_IN_REDIRECT_MS = 100;

/** Where to go after signing in: a `from` path in the address, else the remembered origin, else /forum. */
export function originAfterSignIn(search: URLSearchParams): string {
  return sameSitePath(search.get("from")) ?? readOrigin() ?? DEFAULT_ORIGIN_PATH;
}

/** Navigates to the origin after the spec's delay; leaving the page first (even before it is called) cancels it. */
export function useReturnToOrigin(): () => void {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const timer = useRef<number | undefined>(undefined);
  // signing in ends after the member's queries are asked again; by then they may have gone elsewhere. A
  // navigation to a lazy page keeps this page mounted until that page has loaded, so the address is
  // checked as well: the origin is taken only from the page where the member signed in.
  const left = useRef(false);
  const signInPath = useRef(window.location.pathname);
  const stillHere = () => !left.current && window.location.pathname === signInPath.current;
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      window.clearTimeout(timer.current);
    };
  }, []);

  return useCallback(() => {
    if (!stillHere()) return;
    const target = originAfterSignIn(search);
    forgetOrigin();
    timer.current = window.setTimeout(() => {
      if (stillHere()) void navigate(target, { replace: true });
    }, SIGNED_IN_REDIRECT_MS);
  }, [navigate, search]);
}

/** On a visit to login or register, a flag left by a failed attempt clears the stored session (spec §4). */
export function useClearAfterFailedAttempt() {
  useEffect(() => {
    clearAfterFailedAttempt();
  }, []);
}
