// The forum's listing pages, loaded together by the router as one lazy chunk.
export { CategoryPage } from "./CategoryPage";
export { ForumHomePage } from "./ForumHomePage";
export { MyReportsPage } from "./MyReportsPage";
