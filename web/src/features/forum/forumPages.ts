// The forum's pages, imported together by the router so the forum is one lazy chunk.
export { CategoryPage } from "./CategoryPage";
export { ForumHomePage } from "./ForumHomePage";
export { NewThreadPage } from "./NewThreadPage";
export { SearchPage } from "./SearchPage";
export { ThreadPage } from "./ThreadPage";
export { UserProfilePage } from "./UserProfilePage";
