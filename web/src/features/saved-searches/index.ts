export { SavedSearchesSection } from "./SavedSearchesSection";
export { SaveSearchDialog } from "./SaveSearchDialog";
