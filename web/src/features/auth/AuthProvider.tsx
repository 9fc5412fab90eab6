import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { readStoredToken, TOKEN_STORAGE_KEY } from "../../lib/authToken";
import { loginMutation, logoutMutation, registerMutation } from "./auth.graphql";
import { AuthContext, type AuthContextValue, type LoginInput, type RegisterInput } from "./authContext";
import {
  clearFailedAttempt,
  clearStoredSession,
  markFailedAttempt,
  readStoredUser,
  SESSION_CLEARED_EVENT,
  storeSession,
  USER_STORAGE_KEY,
  writeStoredUser,
  type AuthUser,
} from "./authStorage";
import { loadSession } from "./loadSession";
import { SESSION_ENDED_EVENT } from "./sessionExpiryLink";

/** Spec §9: the current user is fresh for 5 minutes; focusing the window after that asks again. */
export const SESSION_STALE_MS = 5 * 60_000;

interface SessionState {
  user: AuthUser | null;
  loading: boolean;
}

function initialState(): SessionState {
  // no token, no user and no call (spec §5)
  const token = readStoredToken();
  return { user: token ? readStoredUser() : null, loading: Boolean(token) };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState(initialState);
  const checkedAt = useRef(0);
  // each login, logout or check takes a number; only the latest may set the state
  const generation = useRef(0);

  // asks the server and applies its answer; every state change waits for the answer
  const check = useCallback(() => {
    const run = ++generation.current;
    return loadSession(client).then((outcome) => {
      if (run !== generation.current) return;
      checkedAt.current = Date.now();
      switch (outcome.type) {
        case "user":
          writeStoredUser(outcome.user);
          setState({ user: outcome.user, loading: false });
          break;
        case "unauthenticated":
          clearStoredSession();
          setState({ user: null, loading: false });
          break;
        case "unreachable":
          setState({ user: readStoredUser(), loading: false });
          break;
        default:
          setState({ user: null, loading: false });
      }
    });
  }, [client]);

  const refresh = useCallback(async () => {
    if (!readStoredToken()) {
      generation.current += 1;
      setState({ user: null, loading: false });
      return;
    }
    setState((current) => (current.loading || current.user ? current : { ...current, loading: true }));
    await check();
  }, [check]);

  const timers = useRef(new Set<number>());
  const refreshLater = useCallback(
    (delayMs: number) => {
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        void refresh();
      }, delayMs);
      timers.current.add(timer);
    },
    [refresh],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const signedIn = useCallback(
    async (token: string, user: AuthUser) => {
      generation.current += 1;
      checkedAt.current = Date.now();
      storeSession(token, user);
      clearFailedAttempt();
      setState({ user, loading: false });
      // queries made as a visitor are asked again with the new identity
      await client.resetStore().catch(() => undefined);
      return user;
    },
    [client],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      try {
        const { data } = await client.mutate({ mutation: loginMutation, variables: { input } });
        return await signedIn(data!.login.token, data!.login.user);
      } catch (error) {
        markFailedAttempt();
        throw error;
      }
    },
    [client, signedIn],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      try {
        const { data } = await client.mutate({ mutation: registerMutation, variables: { input } });
        return await signedIn(data!.register.token, data!.register.user);
      } catch (error) {
        markFailedAttempt();
        throw error;
      }
    },
    [client, signedIn],
  );

  const logout = useCallback(async () => {
    generation.current += 1;
    // the server revokes the session when it can be reached; the browser forgets it either way
    await client.mutate({ mutation: logoutMutation }).catch(() => undefined);
    clearStoredSession();
    setState({ user: null, loading: false });
    await client.resetStore().catch(() => undefined);
  }, [client]);

  const updateUser = useCallback<AuthContextValue["updateUser"]>((changes) => {
    setState((current) => {
      if (!current.user) return current;
      const user = { ...current.user, ...changes };
      writeStoredUser(user);
      return { ...current, user };
    });
  }, []);

  useEffect(() => {
    if (readStoredToken()) void check();
  }, [check]);

  useEffect(() => {
    // a 401 anywhere (the Apollo link) or a logout clears storage; the state follows
    const onCleared = () => {
      generation.current += 1;
      setState({ user: null, loading: false });
    };
    // another tab signed in or out
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY)
        void refresh();
    };
    const onFocus = () => {
      if (readStoredToken() && Date.now() - checkedAt.current > SESSION_STALE_MS) void refresh();
    };
    // the server closed the live socket as its session ended (a ban): ask who we are now
    const onEnded = () => void refresh();
    window.addEventListener(SESSION_CLEARED_EVENT, onCleared);
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    window.addEventListener("storage", onStorage);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener(SESSION_CLEARED_EVENT, onCleared);
      window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("focus", onFocus);
    };
  }, [refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, refresh, refreshLater, updateUser }),
    [state, login, register, logout, refresh, refreshLater, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
