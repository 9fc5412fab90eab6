import type { EntityManager } from "@mikro-orm/postgresql";
import type { Following, JobContext } from "../app-module.js";
import { queueJob } from "../job-topics.js";
import { publicVersionsAfter, type PublicVersion } from "../incidents-read/public-versions.queries.js";
import type { StixObject } from "../interchange/stix-bundle.js";
import {
  indexedVersions,
  insertObjects,
  knownObjects,
  lastAdded,
  lastPlacement,
  lockIndex,
  markIndexed,
  readProgress,
  saveProgress,
  type IndexedObject,
} from "./taxii-index.queries.js";

/** Versions read per transaction. */
const BATCH = 500;
/**
 * How far back each run reads again: a version is recorded at its transaction's start, so one that
 * committed late can sit just before versions already read. Versions already indexed are skipped.
 */
const LATE_COMMIT_MS = 120_000;

/** Follows a public change: the index catches up once it has committed. */
export const queueIndexing = async ({ tx, uow }: Following): Promise<void> =>
  queueJob(uow, tx, "taxii-index", {});

/** Hands out the microseconds of `date_added`: after the last one, and never before the clock. */
class AddedClock {
  constructor(private last: number) {}
  next(): number {
    this.last = Math.max(this.last + 1, Date.now() * 1000);
    return this.last;
  }
}

interface Placement {
  eventId: string | null;
  country: string | null;
  parties: readonly string[];
}

const indexed = (clock: AddedClock, objects: StixObject[], at: Placement): IndexedObject[] =>
  objects.map((object) => ({
    addedUs: clock.next(),
    id: object.id,
    type: object.type,
    modified: String(object.modified ?? object.created),
    ...at,
    json: JSON.stringify(object),
  }));

/**
 * Adds to the TAXII index (decision 155) every public version of an incident not yet in it, in the order
 * they were recorded, each object version with a `date_added` after every earlier one: the transaction
 * holds the index's lock until it commits, so a client polling with `added_after` never skips a version
 * that commits later with an earlier time. The site's fixed objects come first, once.
 */
export async function indexNewVersions(context: JobContext): Promise<void> {
  const { uow, services, signal } = context;
  let cursor = { recordedAt: "", eventId: "0", number: 0 };
  for (let more = true; more && !signal.aborted;) {
    more = await uow.run(async (tx) => {
      await lockIndex(tx);
      if (!cursor.recordedAt) cursor = { ...cursor, recordedAt: rewound(await readProgress(tx)) };
      const clock = new AddedClock(await lastAdded(tx));
      await indexFixedObjects(tx, context, clock);
      const versions = await publicVersionsAfter(tx, cursor, BATCH);
      const done = await indexedVersions(tx, versions);
      // a stopping app commits the versions read so far: the next run goes on from there
      const read: PublicVersion[] = [];
      for (const version of versions) {
        if (signal.aborted) break;
        if (!done.has(`${version.eventId}:${version.number}`))
          await insertObjects(tx, await versionRows(tx, services, clock, version));
        read.push(version);
      }
      await markIndexed(tx, read);
      const last = read.at(-1);
      if (last) {
        cursor = { recordedAt: last.recordedAt, eventId: last.eventId, number: last.number };
        if (last.recordedAt !== "-infinity") await saveProgress(tx, last.recordedAt);
      }
      return read.length === BATCH;
    });
  }
}

const rewound = (recordedAt: string) =>
  recordedAt === "-infinity" ? "-infinity" : new Date(Date.parse(recordedAt) - LATE_COMMIT_MS).toISOString();

async function indexFixedObjects(
  tx: EntityManager,
  { services }: JobContext,
  clock: AddedClock,
): Promise<void> {
  const fixed = services.interchange.fixedObjects();
  const known = await knownObjects(
    tx,
    fixed.flatMap((f) => f.objects.map((o) => o.id)),
  );
  const rows = fixed
    .filter((f) => !f.objects.every((o) => known.has(o.id)))
    .flatMap((f) =>
      indexed(clock, f.objects, { eventId: null, country: null, parties: f.party ? [f.party] : [] }),
    );
  await insertObjects(tx, rows);
}

async function versionRows(
  tx: EntityManager,
  services: JobContext["services"],
  clock: AddedClock,
  version: PublicVersion,
): Promise<IndexedObject[]> {
  const found = await services.interchange.versionObjects(version.eventId, version.time, version.withdrawal);
  if (!found) return [];
  const placement = version.withdrawal
    ? await lastPlacement(tx, version.eventId)
    : { country: found.country, parties: found.parties };
  return indexed(clock, found.objects, { eventId: version.eventId, ...placement });
}
