// Watching, Normal or Muted for a thread or a category (decision 164): the choice on the forum's pages,
// and the list of what a member watches or muted on the settings page.
export { WatchLevelSelect } from "./WatchLevelSelect";
export { WatchingSection } from "./WatchingSection";
