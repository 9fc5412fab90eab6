import type { EntityManager } from "@mikro-orm/postgresql";
import type { AttackType } from "@incident-watch/schema";
import type { Event } from "../events/event.entity.js";
import { appendVersion } from "../incidents-read/incidents-read.queries.js";
import { attributionsOf, correctSubmissionEntries, derivedType } from "./ledger.queries.js";
import type { FieldChange } from "../../core/field-change.js";
import type { VersionAction } from "../incidents-read/incidents-read.queries.js";

const asText = (value: unknown): string | null =>
  value == null ? null : typeof value === "string" ? value : JSON.stringify(value);

/**
 * Sets the incident's `type` to the one its strongest attribution gives (decision 070), after its
 * changes are flushed; returns the change, or null when the type stays.
 */
export async function rederiveType(tx: EntityManager, event: Event): Promise<FieldChange | null> {
  await tx.flush();
  const [attributions] = await attributionsOf(tx, [event.id]);
  const type = derivedType(attributions!);
  if (!type || type === event.type) return null;
  const change = { field: "type", from: event.type, to: type };
  event.type = type;
  return change;
}

/**
 * A moderator's correction of an incident's own fields, carried into its ledger: a new source address is
 * the submitted source's, a new type the submitter's attribution's (then `type` is derived again).
 */
export async function carryCorrection(
  tx: EntityManager,
  event: Event,
  changes: Record<string, { from: unknown; to: unknown }>,
): Promise<void> {
  if (!changes.sourceUrl && !changes.type) return;
  await tx.flush();
  await correctSubmissionEntries(tx, event.id, {
    sourceUrl: changes.sourceUrl ? event.sourceUrl : undefined,
    type: changes.type ? (event.type as AttackType) : undefined,
  });
  const derived = await rederiveType(tx, event);
  if (derived) changes.type = { from: changes.type?.from ?? derived.from, to: derived.to };
  // a stronger attribution kept the type the moderator moved away from: no change of type after all
  if (changes.type && changes.type.from === event.type) delete changes.type;
}

const ACTIONS: Record<"published" | "corrected" | "withdrawn", VersionAction> = {
  published: "published",
  corrected: "corrected",
  withdrawn: "withdrawn",
};

/** Appends the public version of a moderator's public change (in the caller's transaction, flushed first). */
export async function recordPublicChange(
  tx: EntityManager,
  eventId: string,
  kind: "published" | "corrected" | "withdrawn",
  changes: Record<string, unknown>,
  reason: string | null,
  at: Date,
): Promise<void> {
  await tx.flush();
  const list: FieldChange[] =
    kind === "corrected"
      ? Object.entries(changes)
          .filter(
            ([field, value]) => field !== "reason" && typeof value === "object" && value && "to" in value,
          )
          .map(([field, value]) => {
            const change = value as { from: unknown; to: unknown };
            return { field, from: asText(change.from), to: asText(change.to) };
          })
      : [];
  await appendVersion(tx, eventId, ACTIONS[kind], list, reason, at);
}
