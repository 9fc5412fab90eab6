import type { EntityManager } from "@mikro-orm/postgresql";
import { appendVersion } from "../incidents-read/incidents-read.queries.js";
import type { AppDeps } from "../../deps.js";
import type { JobContext } from "../app-module.js";
import { liveMessage, publishLive } from "../live-topics.js";
import { BOUNDARIES_VERSION, countryAt, countryLookup } from "../../infra/countries/country-lookup.js";

const BATCH = 1000;

/**
 * Gives every stored incident the country of the current boundary data: those stored before countries
 * existed, and all of them again when the data changes (BOUNDARIES_VERSION). Batches by id, so it resumes
 * after a restart; concurrent instances only do the same work twice.
 */
export async function backfillCountries(
  { em, uow }: Pick<JobContext, "em" | "uow">,
  stopped: () => boolean = () => false,
): Promise<number> {
  const connection = em.getConnection();
  let done = 0;
  let after = "0";
  while (!stopped()) {
    const rows = await connection.execute<{ id: string; latitude: number; longitude: number }[]>(
      `select id::text as id, latitude, longitude from events
        where country_boundaries <> ? and id > ? order by id limit ?`,
      [BOUNDARIES_VERSION, after, BATCH],
    );
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    const countries = rows.map((row) => countryAt(row.latitude, row.longitude));
    // one JSON parameter: the driver would spread an array parameter into a list of values
    const fill = JSON.stringify(rows.map((row, i) => ({ id: row.id, country: countries[i] ?? null })));
    await uow.run((tx) => recodeBatch(tx, fill));
    done += rows.length;
    after = ids.at(-1)!;
  }
  return done;
}

/** A published incident whose stored country differs from the one the current boundaries give. */
const RECODED = "(before.status = 'approved' and before.country is distinct from fill.country)";

/**
 * Stores one batch's countries. A published incident whose country changes gets a public version
 * (`country_recoded`) at the change's time, as any other public change, so every data version can still be
 * rebuilt from the history (decision 096) and an incremental copy sees the change (`updatedSince`).
 */
async function recodeBatch(tx: EntityManager, fill: string): Promise<void> {
  const at = new Date();
  // the join on `before` reads each row as it was before this statement changes it
  const rows = await tx.execute<{ id: string; from: string | null; to: string | null; recoded: boolean }[]>(
    `update events set country = fill.country, country_boundaries = ?,
            changed_at = case when ${RECODED} then ? else before.changed_at end
       from json_to_recordset(?::json) as fill(id bigint, country text), events before
      where events.id = fill.id and before.id = fill.id
      returning events.id::text as id, before.country as "from", fill.country as "to", ${RECODED} as recoded`,
    [BOUNDARIES_VERSION, at, fill],
  );
  const changed = rows.filter((row) => row.recoded);
  for (const { id, from, to } of changed)
    await appendVersion(tx, id, "country_recoded", [{ field: "country", from, to }], null, at);
}

/**
 * Runs the backfill once in the background at start-up; when it changed rows, the public caches of every
 * instance hear of it (publicDataChanged).
 */
export function startCountryBackfill(
  deps: Pick<AppDeps, "config" | "logger">,
  context: JobContext,
): () => Promise<void> {
  // the boundary index takes a second or two to build: in production before the first request, not in it
  if (deps.config.production) countryLookup();
  let stopped = false;
  const running = backfillCountries(context, () => stopped)
    .then(async (count) => {
      if (count === 0) return;
      await context.uow.run((tx) =>
        publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "countries" })]),
      );
      deps.logger.info("Incidents given their country", { count });
    })
    .catch((error: unknown) => deps.logger.error("Country backfill failed", { error: String(error) }));
  return async () => {
    stopped = true;
    await running;
  };
}
