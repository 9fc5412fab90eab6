import type { Following, JobContext } from "../app-module.js";
import type { Changes } from "../changes.js";
import {
  anyUnplacedIncident,
  incidentPoints,
  storeIncidentPlaces,
  storePublishedPlaces,
  unplacedIncidents,
} from "../events/incident-places.queries.js";
import { queueJob } from "../job-topics.js";
import { liveMessage, publishLive } from "../live-topics.js";
import { GAZETTEER_VERSION, nearestPlaces } from "./nearest-places.js";

/** Incidents a statement of the backfill places: some 100 ms of work, so a batch's locks are brief. */
export const PLACES_BATCH = 1000;

/**
 * Follows incidentPublished in the approval's (or the correction's) transaction, after its flush: the
 * incident is never public without its place, and a correction that moved the point moves the place. The
 * place is written into the version that change appended too (decision 166), so the downloads of every
 * data version holding it name it, now and by `asOf` later.
 */
export async function placePublishedIncident(
  { tx }: Following,
  { eventId }: Changes["incidentPublished"],
): Promise<void> {
  const places = await nearestPlaces(tx, await incidentPoints(tx, [eventId]));
  await storePublishedPlaces(tx, GAZETTEER_VERSION, places);
}

/**
 * Places every stored incident whose place no current gazetteer chose (those stored before places existed,
 * and all again after the gazetteer changes), a batch by id at a time in a transaction of its own, so it
 * resumes after a restart and a visitor's request never waits on it. Returns how many it placed.
 */
export async function backfillPlaces(
  { em, uow, signal }: Pick<JobContext, "em" | "uow" | "signal">,
  batch = PLACES_BATCH,
): Promise<number> {
  let done = 0;
  let after = "0";
  while (!signal.aborted) {
    const points = await unplacedIncidents(em, GAZETTEER_VERSION, after, batch);
    if (points.length === 0) break;
    const places = await nearestPlaces(em, points);
    await uow.run((tx) => storeIncidentPlaces(tx, GAZETTEER_VERSION, places));
    done += points.length;
    after = points.at(-1)!.id;
  }
  // the public answers cached by every instance name the places now
  if (done > 0)
    await uow.run((tx) =>
      publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "places" })]),
    );
  return done;
}

/** The backfill's job, queued at start when some incident waits for its place; one runs at a time. */
export async function queuePlacesBackfill(context: JobContext): Promise<void> {
  if (!(await anyUnplacedIncident(context.em, GAZETTEER_VERSION))) return;
  await context.uow.run((tx) => queueJob(context.uow, tx, "place-incidents", {}));
}
