import type { EntityManager } from "@mikro-orm/postgresql";
import type { NewAttribution, NewSource } from "./ledger.queries.js";
import type { ProposalKind } from "./ledger.types.js";

/** What a proposal adds: a source, or an attribution with a new source or one of the incident's. */
export interface ProposalPayload {
  source?: NewSource | null;
  attribution?: NewAttribution | null;
}

export interface ProposalRow {
  id: string;
  eventId: string;
  proposerId: string | null;
  kind: ProposalKind;
  payload: ProposalPayload;
  status: string;
  createdAt: string | Date;
}

const COLUMNS = `id::text as id, event_id::text as "eventId", proposer_id as "proposerId", kind, payload, status,
  created_at as "createdAt"`;

export async function proposalById(em: EntityManager, id: string): Promise<ProposalRow | null> {
  const [row] = await em.execute<ProposalRow[]>(`select ${COLUMNS} from incident_proposals where id = ?`, [
    id,
  ]);
  return row ?? null;
}

/** Pending proposals, oldest first (index incident_proposals_pending_idx). */
export function pendingProposals(em: EntityManager, first: number): Promise<ProposalRow[]> {
  return em.execute<ProposalRow[]>(
    `select ${COLUMNS} from incident_proposals where status = 'pending' order by created_at, id limit ?`,
    [first],
  );
}

export async function pendingProposalCount(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(
    "select count(*)::int as n from incident_proposals where status = 'pending'",
  );
  return row!.n;
}
