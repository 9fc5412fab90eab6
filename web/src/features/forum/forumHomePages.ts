// The forum's listing pages (search results and a member's profile among them), loaded together by the
// router as one lazy chunk.
export { CategoryPage } from "./categories/CategoryPage";
export { ForumHomePage } from "./home/ForumHomePage";
export { MyReportsPage } from "./moderation/MyReportsPage";
export { SearchPage } from "./search/SearchPage";
export { UserProfilePage } from "./members/UserProfilePage";
