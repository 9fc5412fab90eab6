export { SavedSearchesSection } from "./SavedSearchesSection";
