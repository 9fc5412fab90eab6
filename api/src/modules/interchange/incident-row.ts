import type { IncidentKind } from "@incident-watch/schema";
import type { RestEvent } from "../events/events.presenter.js";

export interface RowSource {
  id: string;
  url: string;
  outlet: string | null;
  archivedUrl: string | null;
  /** The Admiralty grading (decision 100): absent before export revision 2, null while ungraded. */
  reliability?: string | null;
  credibility?: number | null;
}

export interface RowAttribution {
  id: string;
  party: string;
  attributedBy: string;
  date: string;
  confidence: "suspected" | "probable" | "confirmed";
  sourceId: string;
}

/** An incident as the list gives it, its ledger typed. */
export type IncidentRow = Omit<RestEvent, "kind" | "publishedAt" | "url" | "sources" | "attributions"> & {
  kind: IncidentKind;
  publishedAt: string;
  url: string;
  sources: RowSource[];
  attributions: RowAttribution[];
};

/** The site as the author of what it exports. */
export const PUBLISHER = "Incident Watch Europe";
