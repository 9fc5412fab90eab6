// The forum shares nothing with other features. Its pages are two lazy chunks, which the router loads with
// import(): the listings (./forumHomePages) and the thread pages with the editor (./forumThreadPages), so
// the forum home does not download the editor, nor a thread page the home's panels.
import type * as forumHomePages from "./forumHomePages";
import type * as forumThreadPages from "./forumThreadPages";

export type ForumHomePages = typeof forumHomePages;
export type ForumThreadPages = typeof forumThreadPages;
