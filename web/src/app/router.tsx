import type { RouteObject } from "react-router-dom";
import type { AdminPages } from "../features/admin";
import { RequireAuth } from "../features/auth";
import type { ForumHomePages, ForumThreadPages } from "../features/forum";
import { HomeScreen, type LatestPageModule } from "../features/latest";
import type { MapPageModule } from "../features/map";
import { NotFoundPage } from "../features/pages";
import { withCatalogs, type Namespace } from "../i18n";
import { Layout } from "./Layout";
import { lazyWithTimeout } from "./lazyWithTimeout";
import { RethrowRouteError } from "./RethrowRouteError";

// The pages load lazily: each import() below names a page module of a feature (its lazy entry), which a
// feature's index never re-exports, so that no page ends up in the first download. A translated page's
// catalogues in the address's language come beside its code (withCatalogs).

// the map, the home page, is a lazy chunk too, so no other page downloads it; main.tsx starts loading it
// at once when the visitor lands on it
const MapPage = lazyWithTimeout(() =>
  withCatalogs(
    ["map"],
    import("../features/map/MapPage").then((module: MapPageModule) => ({ default: module.MapPage })),
  ),
);
const LatestPage = lazyWithTimeout(() =>
  withCatalogs(
    ["map"],
    import("../features/latest/LatestPage").then((module: LatestPageModule) => ({
      default: module.LatestPage,
    })),
  ),
);
const MissionPage = lazyWithTimeout(() =>
  withCatalogs(
    ["pages"],
    import("../features/pages/MissionPage").then((module) => ({ default: module.MissionPage })),
  ),
);
const SubmitPage = lazyWithTimeout(() =>
  withCatalogs(
    ["submit"],
    import("../features/submit/SubmitPage").then((module) => ({ default: module.SubmitPage })),
  ),
);
const PrivacyPolicyPage = lazyWithTimeout(() =>
  withCatalogs(
    ["pages"],
    import("../features/pages/PrivacyPolicyPage").then((module) => ({ default: module.PrivacyPolicyPage })),
  ),
);
const CodebookPage = lazyWithTimeout(() =>
  withCatalogs(
    ["incident", "pages"],
    import("../features/pages/CodebookPage").then((module) => ({ default: module.CodebookPage })),
  ),
);
const StatisticsPage = lazyWithTimeout(() =>
  withCatalogs(
    ["statistics"],
    import("../features/statistics/StatisticsPage").then((module) => ({ default: module.StatisticsPage })),
  ),
);
const IncidentPage = lazyWithTimeout(() =>
  withCatalogs(
    ["incident"],
    import("../features/incident/IncidentPage").then((module) => ({ default: module.IncidentPage })),
  ),
);
const IncidentVersionPage = lazyWithTimeout(() =>
  withCatalogs(
    ["incident"],
    import("../features/incident/IncidentVersionPage").then((module) => ({
      default: module.IncidentVersionPage,
    })),
  ),
);
const LoginPage = lazyWithTimeout(() =>
  withCatalogs(
    ["auth"],
    import("../features/auth/LoginPage").then((module) => ({ default: module.LoginPage })),
  ),
);
const RegisterPage = lazyWithTimeout(() =>
  withCatalogs(
    ["auth"],
    import("../features/auth/RegisterPage").then((module) => ({ default: module.RegisterPage })),
  ),
);
const ResetPasswordPage = lazyWithTimeout(() =>
  withCatalogs(
    ["auth"],
    import("../features/auth/ResetPasswordPage").then((module) => ({ default: module.ResetPasswordPage })),
  ),
);
const NotificationsPage = lazyWithTimeout(() =>
  withCatalogs(
    ["notifications"],
    import("../features/notifications/NotificationsPage").then((module) => ({
      default: module.NotificationsPage,
    })),
  ),
);
const SettingsPage = lazyWithTimeout(() =>
  withCatalogs(
    ["auth", "notifications"],
    import("../features/auth/SettingsPage").then((module) => ({ default: module.SettingsPage })),
  ),
);

// every admin screen comes from one module, so the admin area is one lazy chunk (the map it shows is another)
const adminPage = <K extends keyof AdminPages>(name: K) =>
  lazyWithTimeout(() =>
    withCatalogs(
      ["admin"],
      import("../features/admin/adminPages").then((module) => ({ default: module[name] })),
    ),
  );
const AdminLayout = adminPage("AdminLayout");
const AdminDashboard = adminPage("AdminDashboard");
const AdminNotFound = adminPage("AdminNotFound");
const IncidentQueuePage = adminPage("IncidentQueuePage");
const ReviewedIncidentsPage = adminPage("ReviewedIncidentsPage");
const ReportsPage = adminPage("ReportsPage");
const CategoriesPage = adminPage("CategoriesPage");
const BroadcastPage = adminPage("BroadcastPage");
const UsersPage = adminPage("UsersPage");
const AuditLogPage = adminPage("AuditLogPage");
const ImportsPage = adminPage("ImportsPage");
// The forum is two lazy chunks (what both use goes in a shared one): the listings, and the thread pages
// with the editor, so the forum home does not download the editor, nor a thread page the home's panels
const forumHomePage = <K extends keyof ForumHomePages>(name: K, namespaces: Namespace[] = ["forum"]) =>
  lazyWithTimeout(() =>
    withCatalogs(
      namespaces,
      import("../features/forum/forumHomePages").then((module) => ({ default: module[name] })),
    ),
  );
const forumThreadPage = <K extends keyof ForumThreadPages>(name: K) =>
  lazyWithTimeout(() =>
    withCatalogs(
      ["forum", "thread"],
      import("../features/forum/forumThreadPages").then((module) => ({ default: module[name] })),
    ),
  );
const ForumHomePage = forumHomePage("ForumHomePage");
const CategoryPage = forumHomePage("CategoryPage");
const MyReportsPage = forumHomePage("MyReportsPage");
const ThreadPage = forumThreadPage("ThreadPage");
const SearchPage = forumHomePage("SearchPage", ["forum", "thread"]);
const UserProfilePage = forumHomePage("UserProfilePage", ["forum", "thread"]);
const NewThreadPage = forumThreadPage("NewThreadPage");

/**
 * Every screen of spec §2 hangs off the layout. Features join this table as they are built:
 *   /            the incident map (index route; until it lands the header sits over an empty page)
 *   /latest      the newest published incidents, live (on phones the first screen if chosen)
 *   /submit      Submit New Attack
 *   /incident/:id one approved incident (its permalink), /incident/:id/v/:number one of its versions; /statistics the record in numbers, /codebook what the data's fields and values mean
 *   /forum/*     the forum, two lazy chunks (lazyWithTimeout), with /forum/admin/* as its own lazy chunk
 * Any path not in the table, including those, shows the 404 page.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    // a data router (the tests' memory router) catches errors here; this hands them on to the fatal
    // boundary, where the app's declarative router sends them anyway
    ErrorBoundary: RethrowRouteError,
    children: [
      // a phone whose visitor chose Latest as their first screen opens on it
      { index: true, element: <HomeScreen map={<MapPage />} /> },
      { path: "latest", element: <LatestPage /> },
      { path: "submit", element: <SubmitPage /> },
      { path: "mission", element: <MissionPage /> },
      { path: "privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "statistics", element: <StatisticsPage /> },
      { path: "codebook", element: <CodebookPage /> },
      { path: "incident/:id", element: <IncidentPage /> },
      { path: "incident/:id/v/:number", element: <IncidentVersionPage /> },
      { path: "forum/login", element: <LoginPage /> },
      { path: "forum/register", element: <RegisterPage /> },
      { path: "forum/reset-password", element: <ResetPasswordPage /> },
      { path: "forum", element: <ForumHomePage /> },
      { path: "forum/category/:categoryId", element: <CategoryPage /> },
      { path: "forum/thread/:threadId", element: <ThreadPage /> },
      { path: "forum/user/:username", element: <UserProfilePage /> },
      { path: "forum/search", element: <SearchPage /> },
      {
        // spec §6: login required
        element: <RequireAuth />,
        children: [
          { path: "forum/settings", element: <SettingsPage /> },
          { path: "forum/new-thread", element: <NewThreadPage /> },
          { path: "forum/notifications", element: <NotificationsPage /> },
          { path: "forum/reports", element: <MyReportsPage /> },
        ],
      },
      {
        path: "forum/admin",
        element: (
          <RequireAuth requireRole="adminOrModerator">
            <AdminLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <AdminDashboard /> },
          { path: "incidents", element: <IncidentQueuePage /> },
          { path: "incidents/reviewed", element: <ReviewedIncidentsPage /> },
          { path: "reports", element: <ReportsPage /> },
          // spec §2: moderators pass every admin page; each page shows them what the matrix lets them do
          { path: "categories", element: <CategoriesPage /> },
          { path: "broadcast", element: <BroadcastPage /> },
          { path: "users", element: <UsersPage /> },
          { path: "audit", element: <AuditLogPage /> },
          { path: "imports", element: <ImportsPage /> },
          { path: "*", element: <AdminNotFound /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
