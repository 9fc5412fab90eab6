// The forum's reading and writing pages, loaded together by the router as one lazy chunk.
export { NewThreadPage } from "./threads/NewThreadPage";
export { SearchPage } from "./search/SearchPage";
export { ThreadPage } from "./threads/ThreadPage";
export { UserProfilePage } from "./members/UserProfilePage";
