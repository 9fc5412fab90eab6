import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { moderatorsOf } from "../events/event-reads.js";
import type { ConfirmationParties } from "./verification.rules.js";

/** Per-request batching: the parties of incidents' waiting confirmations, one query per page of incidents. */
export function createVerificationLoaders(em: EntityManager) {
  return {
    confirmationParties: new DataLoader<string, ConfirmationParties | null>((ids) => moderatorsOf(em, ids)),
  };
}
