import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../infra/unit-of-work.js";

/**
 * The changes a module announces for others to follow, and what each carries: the writer records its
 * change and announces it (announce); the modules that follow it queue their consequences in the same
 * transaction (`follows` in defineModule). The payload carries the facts a follower needs, so it does not
 * read the writer's tables.
 */
export interface Changes {
  /** An incident became public (`published`) or its public record was corrected (incident-review). */
  incidentPublished: {
    eventId: string;
    change: "published" | "corrected";
    /** Its title or the title's language changed (always, when published). */
    titleChanged: boolean;
    /** Its title now, as written (what its followers are told about). */
    title: string;
    /** The fields a correction changed (none when published). */
    fields: string[];
    /** The member whose act it was, who is not told of their own change. */
    actorId?: string;
  };
  /** A public incident was withdrawn (rejected or deleted after publication; incident-review). */
  incidentWithdrawn: { eventId: string; title: string; how: "rejected" | "deleted"; actorId?: string };
  /**
   * Sources were added to the ledger (a submission, an import, the ledger's own approval), each with its
   * page: one incident's, named with the member who proposed it by the ledger, or every source of new
   * incidents; an import's captures are paced per host (decision 133).
   */
  sourcesAdded: { sources: AddedSource[]; eventId?: string; actorId?: string; pacedByHost?: boolean };
  /** A member took part in an incident: submitted it (incident-review) or posted in its discussion. */
  incidentJoined: { eventId: string; memberId: string; how: "submitted" | "posted" };
  /** A pending incident was rejected with the moderator's reason to its submitter (incident-review). */
  submissionRejected: { eventId: string; title: string; reason: string };
  /** A published incident's evidence status changed (verification). */
  evidenceChanged: { eventId: string; title: string; status: string; actorId?: string };
  /** Notifications were stored, each for one member (notifications). */
  notificationsAdded: { notifications: AddedNotification[] };
}

/** A source the ledger stored: its id and its page's address. */
export interface AddedSource {
  id: string;
  url: string;
}

export interface AddedNotification {
  id: string;
  recipientId: string;
  type: string;
  threadId: string | null;
  /** The followed incident an `incident` notification is about. */
  eventId: string | null;
}

export type Change = keyof Changes;

/**
 * Who follows what, by change: the modules (their folder) whose `follows` queue work when it commits. The
 * registry refuses to start when a module's `follows` and this map disagree, so this is the one place to
 * read it.
 */
export const changeFollowers = {
  incidentPublished: ["notifications", "places", "saved-searches", "taxii", "title-translations"],
  incidentWithdrawn: ["notifications", "taxii"],
  sourcesAdded: ["evidence", "notifications"],
  incidentJoined: ["notifications"],
  submissionRejected: ["notifications"],
  evidenceChanged: ["notifications"],
  notificationsAdded: ["push"],
} as const satisfies Record<Change, readonly string[]>;

/** Announces a change in `tx`, the transaction of the unit of work that records it. */
export function announce<C extends Change>(
  uow: UnitOfWork,
  tx: EntityManager,
  change: C,
  payload: Changes[C],
): Promise<void> {
  return uow.announce(tx, change, payload);
}

/**
 * The read models: folders whose SQL reads other modules' tables on purpose, each with why. Anywhere
 * else a module reads another's tables through the owner's service or the facts a change carries;
 * scripts/check-units-of-work.mjs counts what is left.
 */
export const readModels = {
  "incidents-read":
    "an incident's public record as one read (the incident, its ledger, its evidence), shared by the pages, the feeds and the exports",
  "member-data":
    "a member's own data across the site as one document (GDPR Art. 15 and 20), read in one snapshot so its parts agree",
  "signed-in": "a request's session with its member and any ban, in one statement on every request's path",
};
