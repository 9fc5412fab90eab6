export { PlaceCombobox } from "./PlaceCombobox";
export type { FoundPlace } from "./usePlaceSearch";
