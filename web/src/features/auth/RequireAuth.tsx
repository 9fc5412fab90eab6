import { useEffect, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { rememberOrigin } from "./authStorage";
import { hasRole, type RoleRequirement } from "./roles";
import { useAuth } from "./useAuth";
import "./auth.css";
import { useT } from "../../i18n";

/** Spec §4: the session is asked for again this long after a visitor is sent to login. */
export const GUARD_RETRY_MS = 100;

interface RequireAuthProps {
  requireRole?: RoleRequirement;
  /** The guarded page; without it the matching child route renders. */
  children?: ReactNode;
}

/**
 * Lets signed-in users through. A visitor goes to login with the origin remembered; a user without the
 * required role goes to /forum.
 */
export function RequireAuth({ requireRole, children }: RequireAuthProps) {
  const { user, loading } = useAuth();
  const t = useT("app");
  if (loading) {
    return (
      <p className="authenticating" role="status">
        {t("app.authenticating")}
      </p>
    );
  }
  if (!user) return <RedirectToLogin />;
  if (requireRole && !hasRole(user.role, requireRole)) return <Navigate to="/forum" replace />;
  return children ?? <Outlet />;
}

function RedirectToLogin() {
  const location = useLocation();
  const { refreshLater } = useAuth();
  const from = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    rememberOrigin(from);
    // the redirect unmounts this at once; the provider keeps the timer, so a token stored a moment ago
    // (another tab, a login finishing) is still picked up
    refreshLater(GUARD_RETRY_MS);
  }, [from, refreshLater]);

  return <Navigate to="/forum/login" replace />;
}
