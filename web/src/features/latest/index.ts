// The Latest page (./LatestPage) is a lazy entry the router loads with import(). The home page's choice of
// first screen on phones is small and decided before the map's code loads, so it comes with the shell.
import type * as latestPage from "./LatestPage";

export { HomeScreen } from "./HomeScreen";
export { opensOnLatest } from "./firstScreen";

export type LatestPageModule = typeof latestPage;
