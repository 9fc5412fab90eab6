// An approved incident's permalink page (./IncidentPage) and its versions (./IncidentVersionPage), which
// the router loads with import(), each a lazy chunk. The map's popups share the translated title.
export { TranslatedTitle, type TitleTranslationView } from "./TranslatedTitle";
// Following an incident: the bell's notices of it stop and take back the follow too.
export { followIncidentMutation, unfollowIncidentMutation } from "./incidentFollow.graphql";
