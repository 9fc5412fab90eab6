import type { MikroORM, PostgreSqlConnection } from "@mikro-orm/postgresql";
import { ReadRoutedDriver } from "../../db/read-routing.js";
import type { Logger } from "../logger.js";
import type { TopicVersion, WrittenMessage } from "../unit-of-work.js";

/** How often the primary's WAL position and each standby's replay position are read. */
const CHECK_EVERY_MS = 200;
/** The least time between two checks when changes to public data ask for one sooner. */
const SOONEST_CHECK_MS = 10;

/** What this instance knows of one standby. */
export interface ReplicaState {
  /** host:port/database of its URL, without credentials. */
  readonly label: string;
  readonly connection: PostgreSqlConnection;
  /** The WAL position it had replayed at the last check. */
  replayed: bigint;
  /** How long ago the primary wrote the oldest WAL it had not replayed at the last check (0 when none). */
  lagSeconds: number;
  lagBytes: number;
  /** Read from: answered the last check, not too far behind, and caught up since it was last taken out. */
  inRotation: boolean;
}

export interface ReadReplicas extends TopicVersion {
  readonly states: readonly ReplicaState[];
  /**
   * The standby to read from for someone whose last write was at WAL `position` (0 for a visitor), or null
   * for the primary: one in rotation that has replayed both that position and every change to public data
   * this instance knows of (public answers are remembered per version of that data).
   */
  choose(position?: bigint): ReplicaState | null;
  /** The primary's WAL position now: every transaction committed before this call is at or before it. */
  writePosition(): Promise<bigint>;
  close(): void;
}

/** A pg_lsn's text (`16/B374D848`) as a number of bytes. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** The standbys behind `orm`'s driver (DATABASE_REPLICA_URLS), checked every 200 ms; null without any. */
export function watchReplicas(
  orm: MikroORM,
  urls: readonly string[],
  options: { maxLagSeconds: number; publicTopics: readonly string[]; logger: Logger },
): ReadReplicas | null {
  const driver = orm.em.getDriver();
  if (urls.length === 0 || !(driver instanceof ReadRoutedDriver)) return null;
  const primary = driver.getConnection("write");
  const states: ReplicaState[] = driver.replicaConnections().map((connection, index) => ({
    label: labelOf(urls[index]!),
    connection,
    replayed: 0n,
    lagSeconds: 0,
    lagBytes: 0,
    inRotation: false,
  }));
  /** The primary's positions at recent checks, oldest first. */
  const samples: Array<{ at: number; position: bigint }> = [];
  // changes to public data this instance has seen, and how many of them `fence` (a primary position read
  // after them) covers
  let publicChanges = 0;
  let fencedChanges = 0;
  let fence = 0n;
  let turn = 0;

  const writePosition = async () => {
    const [row] = await primary.execute<Array<{ position: string }>>(
      "select pg_current_wal_insert_lsn()::text as position",
    );
    return parseLsn(row!.position);
  };

  async function checkReplica(state: ReplicaState, caughtUpAt: bigint, now: number) {
    try {
      const [row] = await state.connection.execute<Array<{ replayed: string | null }>>(
        "select pg_last_wal_replay_lsn()::text as replayed",
      );
      // a promoted standby replays nothing any more: its data has left the primary's
      if (!row?.replayed) throw new Error("not a standby");
      state.replayed = parseLsn(row.replayed);
      const behind = samples.find((sample) => sample.position > state.replayed);
      state.lagSeconds = behind ? (now - behind.at) / 1000 : 0;
      state.lagBytes = Number(samples.at(-1)!.position - state.replayed);
      if (state.lagBytes < 0) state.lagBytes = 0;
      if (state.lagSeconds > options.maxLagSeconds)
        leave(state, `more than ${options.maxLagSeconds} s behind`);
      else if (!state.inRotation && state.replayed >= caughtUpAt) {
        state.inRotation = true;
        options.logger.info("Reading from a standby", { replica: state.label });
      }
    } catch (error) {
      leave(state, (error as Error).message);
    }
  }

  function leave(state: ReplicaState, reason: string) {
    if (state.inRotation)
      options.logger.warn("A standby is read from no more", { replica: state.label, reason });
    state.inRotation = false;
  }

  async function check() {
    const changesBefore = publicChanges;
    const now = Date.now();
    const position = await writePosition();
    samples.push({ at: now, position });
    while (samples.length > 2 && samples[1]!.at < now - (options.maxLagSeconds + 1) * 1000) samples.shift();
    if (changesBefore > fencedChanges) [fence, fencedChanges] = [position, changesBefore];
    // caught up: past the position of the check before, so within one check of the primary
    const caughtUpAt = samples.at(-2)?.position ?? position;
    await Promise.all(states.map((state) => checkReplica(state, caughtUpAt, now)));
  }

  const checks = repeatedly(check, CHECK_EVERY_MS, SOONEST_CHECK_MS);

  const publicTopic = (message: WrittenMessage) =>
    options.publicTopics.includes(message.topic.split(":", 1)[0]!);
  return {
    states,
    writePosition,
    committed(messages) {
      if (!messages.some(publicTopic)) return;
      publicChanges++;
      checks.soon();
    },
    choose(position = 0n) {
      if (publicChanges > fencedChanges) return null;
      const needed = position > fence ? position : fence;
      const fresh = states.filter((state) => state.inRotation && state.replayed >= needed);
      if (fresh.length === 0) return null;
      return fresh[turn++ % fresh.length]!;
    },
    close: () => checks.stop(),
  };
}

/**
 * Runs `task` every `everyMs`, and again `soonestMs` after the running one when `soon` is called meanwhile;
 * never two at once. A failed run (the primary away) leaves what the last one found.
 */
function repeatedly(task: () => Promise<void>, everyMs: number, soonestMs: number) {
  let running = false;
  let again = false;
  let stopped = false;
  const soon = () => {
    if (stopped) return;
    if (running) return void (again = true);
    running = true;
    void task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (!again) return;
        again = false;
        setTimeout(soon, soonestMs).unref();
      });
  };
  const timer = setInterval(soon, everyMs).unref();
  soon();
  return {
    soon,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

function labelOf(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}
