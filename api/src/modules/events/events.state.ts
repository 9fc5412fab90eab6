import type { AppDeps } from "../../deps.js";
import { LiveIncidentIndex } from "./map/index/live-incident-index.js";

/** What the events module keeps for the app's lifetime. */
export interface EventsState {
  /** The approved incidents' map fields in memory, kept up to date with the public data. */
  incidentIndex: LiveIncidentIndex;
}

export function createEventsState(deps: Pick<AppDeps, "config" | "publicData">): EventsState {
  return {
    incidentIndex: new LiveIncidentIndex(deps.publicData, deps.config.researchRecheckSeconds * 1000),
  };
}
