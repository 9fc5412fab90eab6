import type { IncidentKind } from "@incident-watch/schema";
import type { MessageId } from "./messageIds";

/** The kinds of attack as every page names them (schema's incidentKindLabels, in the page's language). */
export const KIND_LABELS: Record<IncidentKind, MessageId> = {
  sabotage: "app.kind.sabotage",
  cyber: "app.kind.cyber",
  airspace: "app.kind.airspace",
  espionage: "app.kind.espionage",
  disinformation: "app.kind.disinformation",
  other: "app.kind.other",
};

/** The two attributions the map tells apart (schema's attributionLabels, in the page's language). */
export const ATTRIBUTION_LABELS: Record<"russian" | "chinese", MessageId> = {
  russian: "app.attribution.russian",
  chinese: "app.attribution.chinese",
};
