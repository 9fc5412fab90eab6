import type { IncidentKind } from "@incident-watch/schema";
import type { RestEvent } from "../events/events.presenter.js";

/** A source's capture (decision 120) as the list gives it from export revision 6 (decision 125). */
export interface RowCapture {
  sha256: string;
  capturedAt: string;
  archiveUrl: string;
  warcUrl: string;
  timestamped: boolean;
  timestampUrl: string | null;
  waybackUrl: string | null;
}

export interface RowSource {
  id: string;
  url: string;
  outlet: string | null;
  archivedUrl: string | null;
  /** The Admiralty grading (decision 100): absent before export revision 2, null while ungraded. */
  reliability?: string | null;
  credibility?: number | null;
  /** Absent before export revision 6, null while the source has no capture. */
  capture?: RowCapture | null;
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
