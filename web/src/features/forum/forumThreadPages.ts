// The forum's reading and writing pages, loaded together by the router as one lazy chunk.
export { NewThreadPage } from "./threads/NewThreadPage";
export { ThreadPage } from "./threads/ThreadPage";
