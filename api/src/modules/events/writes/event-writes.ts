import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../../db/sql-array.js";
import { BOUNDARIES_VERSION, countryAt } from "../../../infra/countries/country-lookup.js";
import { FORGET_OLD_SUBMITTERS, INSERT_PENDING_EVENTS, SET_PAGE_TITLE } from "./event-writes.queries.js";

/**
 * Writes to the events another module makes in its unit of work, each in `tx`, that transaction: the
 * checks (rules, permissions, duplicates) happen before, in the caller's service.
 */

/** An incident to store pending review, its values already checked and rounded. */
export interface NewPendingEvent {
  type: string;
  kind: string;
  title: string;
  titleSource: "page" | "fallback";
  titleLanguage: string;
  sourceUrl: string;
  sourceUrlKey: string;
  /** The first day of its period (YYYY-MM-DD). */
  date: string;
  timePrecision: string;
  latitude: number;
  longitude: number;
  placePrecision: string;
}

/**
 * Stores incidents pending review, with the country their place lies in; those whose source another
 * incident took meanwhile are left out. Answers the new incidents' ids by source URL key.
 */
export async function insertPendingEvents(
  tx: EntityManager,
  events: readonly NewPendingEvent[],
): Promise<Map<string, string>> {
  if (events.length === 0) return new Map();
  const column = (value: (e: NewPendingEvent) => string | number) =>
    sqlArray(events.map((e) => String(value(e))));
  const inserted = await tx.execute<{ id: string; key: string }[]>(INSERT_PENDING_EVENTS, [
    BOUNDARIES_VERSION,
    column((e) => e.type),
    column((e) => e.kind),
    sqlArray(events.map((e) => countryAt(e.latitude, e.longitude))),
    column((e) => e.title),
    column((e) => e.titleSource),
    column((e) => e.titleLanguage),
    column((e) => e.sourceUrl),
    column((e) => e.sourceUrlKey),
    column((e) => e.date),
    column((e) => e.timePrecision),
    column((e) => e.latitude),
    column((e) => e.longitude),
    column((e) => e.placePrecision),
  ]);
  return new Map(inserted.map((row) => [row.key, row.id]));
}

/**
 * Gives an incident the title read from its source page, unless a moderator has set one since it was
 * submitted; answers its review status when the title was set, null when not.
 */
export async function setPageTitle(
  tx: EntityManager,
  eventId: string,
  title: string,
): Promise<string | null> {
  const [row] = await tx.execute<{ status: string }[]>(SET_PAGE_TITLE, [title, eventId]);
  return row?.status ?? null;
}

/** Erases the submitters' hashed addresses older than `days`; answers how many were erased. */
export async function forgetOldSubmitters(em: EntityManager, days: number): Promise<number> {
  const result = await em.getConnection().execute(FORGET_OLD_SUBMITTERS, [days], "run");
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}
