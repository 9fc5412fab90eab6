import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { ConfirmationParties } from "./verification.rules.js";

/** Per-request batching: the parties of incidents' waiting confirmations, one query per page of incidents. */
export function createVerificationLoaders(em: EntityManager) {
  return {
    confirmationParties: new DataLoader<string, ConfirmationParties | null>(async (ids) => {
      const rows = await em.getConnection().execute<(ConfirmationParties & { id: string })[]>(
        `select id::text as id, reviewed_by_id::text as "approverId",
                confirmation_proposed_by_id::text as "proposerId"
           from events where id in (${ids.map(() => "?").join(", ")})`,
        [...ids],
      );
      const byId = new Map(rows.map(({ id, ...parties }) => [id, parties]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
