// The forum's listing pages, loaded together by the router as one lazy chunk.
export { CategoryPage } from "./categories/CategoryPage";
export { ForumHomePage } from "./home/ForumHomePage";
export { MyReportsPage } from "./moderation/MyReportsPage";
