// An approved incident's permalink page (./IncidentPage) and its versions (./IncidentVersionPage), which
// the router loads with import(), each a lazy chunk. The map's popups share the translated title.
export { TranslatedTitle, type TitleTranslationView } from "./TranslatedTitle";
