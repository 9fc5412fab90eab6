import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { attributionsOf, sourcesOf, versionsOf } from "./ledger.queries.js";
import type { Attribution, IncidentSource, IncidentVersion } from "./ledger.types.js";

/** Per-request batching of the ledger: one query per page of incidents for each relation. */
export function createLedgerLoaders(em: EntityManager) {
  return {
    incidentSources: new DataLoader<string, IncidentSource[]>((ids) => sourcesOf(em, ids)),
    incidentAttributions: new DataLoader<string, Attribution[]>((ids) => attributionsOf(em, ids)),
    incidentVersions: new DataLoader<string, IncidentVersion[]>((ids) => versionsOf(em, ids)),
  };
}
