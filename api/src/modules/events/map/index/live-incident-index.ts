import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../../../deps.js";
import type { PublicDataVersion } from "../../../../infra/public-data.js";
import { IncidentIndex } from "./incident-index.js";
import { approvedIncidents, approvedNow, publicChangesSince } from "./incident-index.queries.js";

/**
 * Changes are read again from this long before the last read: a moderator's transaction stamps its change
 * before it commits, and instances' clocks differ a little. Reading a change twice does no harm.
 */
const OVERLAP_MS = 2 * 60_000;

/** More public changes than this since the last read are loaded whole instead (a bulk load, a restore). */
const MOST_CHANGES = 500;

/** A full load at least this often, for rows edited outside the app that neither move a change time nor the count. */
const FULL_LOAD_MS = 10 * 60_000;

/**
 * The incident index of one app, kept equal to the approved incidents: read whole once, then brought up
 * to date with the public changes since the last read whenever the public data version moves (a change
 * through the app, on any instance) or `recheckMs` has passed (rows loaded outside the app). After each
 * update its size is checked against the database's count; a difference means a change it cannot see
 * (rows deleted by hand), and it is read whole again.
 */
export class LiveIncidentIndex {
  private index: IncidentIndex | null = null;
  private version = -1;
  private checkedAt = 0;
  private loadedAt = 0;
  /** The database time from which the next update reads changes. */
  private since = "";
  private updating: { version: number; done: Promise<IncidentIndex> } | null = null;

  constructor(
    private readonly publicData: PublicDataVersion,
    private readonly recheckMs: number,
  ) {}

  /** The index as of the current public data version. */
  get(em: EntityManager): Promise<IncidentIndex> {
    const version = this.publicData.current();
    if (this.index && this.version === version && Date.now() - this.checkedAt < this.recheckMs) {
      return Promise.resolve(this.index);
    }
    if (this.updating?.version === version) return this.updating.done;
    // an update begun before the version moved may have missed the change: one more follows it
    const before = this.updating?.done.catch(() => undefined) ?? Promise.resolve();
    const updating = {
      version,
      done: before.then(() => this.update(em, version)),
    };
    this.updating = updating;
    void updating.done
      .finally(() => {
        if (this.updating === updating) this.updating = null;
      })
      .catch(() => undefined);
    return updating.done;
  }

  private async update(em: EntityManager, version: number): Promise<IncidentIndex> {
    if (this.index && this.version === version && Date.now() - this.checkedAt < this.recheckMs)
      return this.index;
    const checkedAt = Date.now();
    const { now, count } = await approvedNow(em);
    let index = this.index;
    if (index && checkedAt - this.loadedAt < FULL_LOAD_MS) {
      const { changed, withdrawn } = await publicChangesSince(em, this.since, MOST_CHANGES + 1);
      if (changed.length > MOST_CHANGES || withdrawn.length > MOST_CHANGES) index = null;
      else {
        for (const id of withdrawn) index.remove(id);
        for (const incident of changed) index.put(incident);
        if (index.size !== count) index = null;
      }
    } else index = null;
    if (!index) {
      index = new IncidentIndex();
      for await (const batch of approvedIncidents(em)) for (const incident of batch) index.append(incident);
      this.loadedAt = checkedAt;
    }
    this.index = index;
    this.version = version;
    this.checkedAt = checkedAt;
    this.since = new Date(Date.parse(now) - OVERLAP_MS).toISOString();
    return index;
  }
}

/**
 * In production, reads the index at start when the map draws the server's clusters (above
 * MAP_CLUSTER_THRESHOLD), so that the first visitor does not wait for a million rows.
 */
export function startIncidentIndex(
  orm: MikroORM,
  deps: Pick<AppDeps, "config" | "logger">,
  index: LiveIncidentIndex,
): () => Promise<void> {
  if (!deps.config.production) return () => Promise.resolve();
  const em = orm.em.fork();
  const reading = approvedNow(em)
    .then(async ({ count }) => {
      if (count <= deps.config.mapClusterThreshold) return;
      await index.get(em);
      deps.logger.info("Incident index read", { count });
    })
    .catch((error: unknown) =>
      deps.logger.error("Incident index not read at start", { error: String(error) }),
    );
  return async () => {
    await reading;
  };
}
