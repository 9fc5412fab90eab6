// The forum's reading and writing pages, loaded together by the router as one lazy chunk.
export { NewThreadPage } from "./NewThreadPage";
export { SearchPage } from "./SearchPage";
export { ThreadPage } from "./ThreadPage";
export { UserProfilePage } from "./UserProfilePage";
