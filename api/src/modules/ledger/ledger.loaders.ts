import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { EVENT_COLUMNS, eventFromRow, type EventRow } from "../events/research/event-search.js";
import type { Event } from "../events/event.entity.js";
import { attributionsOf, sourcesOf, versionsOf } from "./ledger.queries.js";
import type { Attribution, IncidentSource, IncidentVersion } from "./ledger.types.js";

/** Per-request batching of the ledger: one query per page of incidents for each relation. */
export function createLedgerLoaders(em: EntityManager) {
  return {
    incidentSources: new DataLoader<string, IncidentSource[]>((ids) => sourcesOf(em, ids)),
    incidentAttributions: new DataLoader<string, Attribution[]>((ids) => attributionsOf(em, ids)),
    incidentVersions: new DataLoader<string, IncidentVersion[]>((ids) => versionsOf(em, ids)),
    /** Any incident by id, whatever its status: callers decide who may see it. */
    eventById: new DataLoader<string, Event | null>(async (ids) => {
      const rows = await em
        .getConnection()
        .execute<EventRow[]>(
          `select ${EVENT_COLUMNS} from events where id in (${ids.map(() => "?").join(", ")})`,
          [...ids],
        );
      const byId = new Map(rows.map((row) => [row.id, eventFromRow(row)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
