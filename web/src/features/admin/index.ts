// The admin area is all lazy: no visitor downloads a line of it. The router loads every screen from
// ./adminPages with import() (one chunk); the incident page loads the moderation history below.
import type * as adminPages from "./adminPages";

export type AdminPages = typeof adminPages;

/** An incident's moderation history, which the incident page shows to staff. */
export const loadIncidentHistory = () =>
  import("./IncidentHistory").then((module) => ({ default: module.IncidentHistory }));

/** The Admiralty grading of a source, which the incident page shows to staff under each source. */
export const loadSourceGrading = () =>
  import("./SourceGrading").then((module) => ({ default: module.SourceGrading }));

/** A moderator's translations of the title, which the incident page shows to staff (decision 117). */
export const loadTitleTranslationForm = () =>
  import("./TitleTranslationForm").then((module) => ({ default: module.TitleTranslationForm }));
/** A moderator's steps on an incident's evidence status, which the incident page shows to staff. */
export const loadEvidenceControls = () =>
  import("./EvidenceControls").then((module) => ({ default: module.EvidenceControls }));
