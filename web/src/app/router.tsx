import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { MapPage } from "../features/map/MapPage";
import { NotFoundPage } from "../features/pages/NotFoundPage";
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
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
