import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { MapPage } from "../features/map/MapPage";
import { NotFoundPage } from "../features/pages/NotFoundPage";
import { RequireAuth } from "../features/auth/RequireAuth";
import { SectionPage } from "../components/SectionPage";
import { Layout } from "./Layout";
import { lazyWithTimeout } from "./lazyWithTimeout";
import { RethrowRouteError } from "./RethrowRouteError";

const MissionPage = lazyWithTimeout(() =>
  import("../features/pages/MissionPage").then((module) => ({ default: module.MissionPage })),
);
const SubmitPage = lazyWithTimeout(() =>
  import("../features/submit/SubmitPage").then((module) => ({ default: module.SubmitPage })),
);
const PrivacyPolicyPage = lazyWithTimeout(() =>
  import("../features/pages/PrivacyPolicyPage").then((module) => ({ default: module.PrivacyPolicyPage })),
);
const LoginPage = lazyWithTimeout(() =>
  import("../features/auth/LoginPage").then((module) => ({ default: module.LoginPage })),
);
const RegisterPage = lazyWithTimeout(() =>
  import("../features/auth/RegisterPage").then((module) => ({ default: module.RegisterPage })),
);
const ResetPasswordPage = lazyWithTimeout(() =>
  import("../features/auth/ResetPasswordPage").then((module) => ({ default: module.ResetPasswordPage })),
);
const NotificationsPage = lazyWithTimeout(() =>
  import("../features/notifications/NotificationsPage").then((module) => ({
    default: module.NotificationsPage,
  })),
);
const SettingsPage = lazyWithTimeout(() =>
  import("../features/auth/SettingsPage").then((module) => ({ default: module.SettingsPage })),
);

/**
 * Every screen of spec §2 hangs off the layout. Features join this table as they are built:
 *   /            the incident map (index route; until it lands the header sits over an empty page)
 *   /submit      Submit New Attack
 *   /forum/*     the forum, one lazy chunk (lazyWithTimeout), with /forum/admin/* as its own lazy chunk
 * Any path not in the table, including those, shows the 404 page.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    ErrorBoundary: RethrowRouteError,
    children: [
      { index: true, element: <MapPage /> },
      { path: "submit", element: <SubmitPage /> },
      { path: "mission", element: <MissionPage /> },
      { path: "privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "forum/login", element: <LoginPage /> },
      { path: "forum/register", element: <RegisterPage /> },
      { path: "forum/reset-password", element: <ResetPasswordPage /> },
      {
        // spec §6: login required; the content of new-thread comes with the forum
        element: <RequireAuth />,
        children: [
          { path: "forum/settings", element: <SettingsPage /> },
          { path: "forum/new-thread", element: <SectionPage title="New Thread" /> },
          { path: "forum/notifications", element: <NotificationsPage /> },
        ],
      },
      {
        path: "forum/admin/*",
        element: (
          <RequireAuth requireRole="adminOrModerator">
            <SectionPage title="Admin Panel" />
          </RequireAuth>
        ),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
