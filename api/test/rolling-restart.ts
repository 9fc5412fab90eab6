// A rolling restart under load, for its test (api/test/rolling-restart.test.ts, small counts) and its
// benchmark (bench/rolling-restart.bench.ts, full counts): instances of the built app behind deploy/nginx,
// members' pages holding notification sockets through it, members replying in the threads they watch
// and reading; then each instance in turn stopped with SIGTERM and started again. A phase's figures say
// what was acknowledged and stored, which notifications each socket got (none lost, none twice), the
// status of every read, how soon each socket was back, and what each stopping instance showed.
import { startCluster, type Cluster, type ClusterOptions, type StopSeen } from "./app-cluster.js";
import { startLoad, storedReplies, type LoadOptions } from "./member-load.js";
import { seedFixture, type Fixture } from "./notification-fixture.js";
import { closePageSockets, openPageSockets, sentTwice, type PageSocket } from "./page-sockets.js";

export interface RollingOptions extends Omit<ClusterOptions, "databaseUrl"> {
  databaseUrl: string;
  sockets: number;
  /** Threads the socket holders are spread over, each watching one. */
  threads: number;
  posters: number;
}

export type PhaseLoad = Omit<LoadOptions, "url" | "fixture" | "label">;

export interface PhaseFigures {
  label: string;
  seconds: number;
  writes: {
    attempted: number;
    acknowledged: number;
    /** Acknowledged replies the database does not hold: lost writes. */
    acknowledgedNotStored: number;
    /** Stored replies whose poster was told otherwise (or got no answer). */
    storedNotAcknowledged: number;
    /** Answers other than 200, by status (0: no answer). */
    failed: Record<number, number>;
    p50Ms: number;
    p99Ms: number;
  };
  notifications: {
    /** Each stored reply's thread's watchers. */
    expected: number;
    /** Rows the database holds for the phase's replies. */
    created: number;
    /** Of those, the ones a socket of their recipient never got. */
    lost: number;
    sentTwice: number;
    /** From each notification's creation to its arrival. */
    p50Ms: number;
    p99Ms: number;
  };
  reads: {
    count: number;
    byStatus: Record<number, number>;
    serverErrors: number;
    p50Ms: number;
    p99Ms: number;
  };
  /** Sockets lost during the phase, and how soon each was acknowledged again. */
  sockets: {
    outages: number;
    /** Each outage by the code its socket first closed with (1012: a planned stop). */
    byCode: Record<number, number>;
    neverBack: number;
    p50Ms: number;
    p95Ms: number;
    p99Ms: number;
    maxMs: number;
  };
  stops: StopSeen[];
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ten pages per loopback address, as a household or an office behind one address. */
const socketAddress = (n: number) => {
  const address = Math.floor(n / 10);
  return `127.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

export interface RollingSetup {
  cluster: Cluster;
  fixture: Fixture;
  sockets: PageSocket[];
  /** Runs the load while `during` does its part (restarts, or nothing for the baseline). */
  phase(label: string, load: PhaseLoad, during: () => Promise<StopSeen[]>): Promise<PhaseFigures>;
  close(): Promise<void>;
}

export async function startRolling(options: RollingOptions): Promise<RollingSetup> {
  const cluster = await startCluster(options);
  let sockets: PageSocket[] = [];
  // the load of a phase that did not finish (a failed or timed-out test) is stopped at the end
  const loads = new Set<ReturnType<typeof startLoad>>();
  try {
    const fixture = await seedFixture(options.databaseUrl, options.sockets, {
      threads: options.threads,
      posters: options.posters,
      held: true,
    });
    sockets = await openPageSockets(
      cluster.url,
      fixture.tokens.map((token, n) => ({
        token,
        localAddress: socketAddress(n),
        likeThePage: true,
        held: fixture.held[n],
      })),
    );
    return {
      cluster,
      fixture,
      sockets,
      phase: (label, load, during) =>
        runPhase({ cluster, fixture, sockets, options, loads }, label, load, during),
      async close() {
        await Promise.all([...loads].map((load) => load.stop()));
        await closePageSockets(sockets);
        await cluster.close();
      },
    };
  } catch (error) {
    await closePageSockets(sockets);
    await cluster.close();
    throw error;
  }
}

/** Each instance in turn: stopped, started again, and `pauseMs` after it is ready the next one. */
export async function rollThrough(cluster: Cluster, pauseMs: number): Promise<StopSeen[]> {
  const stops: StopSeen[] = [];
  for (let index = 0; index < cluster.instances.length; index += 1) {
    stops.push(await cluster.restart(index));
    await sleep(pauseMs);
  }
  return stops;
}

async function runPhase(
  setup: {
    cluster: Cluster;
    fixture: Fixture;
    sockets: PageSocket[];
    options: RollingOptions;
    loads: Set<ReturnType<typeof startLoad>>;
  },
  label: string,
  load: PhaseLoad,
  during: () => Promise<StopSeen[]>,
): Promise<PhaseFigures> {
  const { cluster, fixture, sockets, options, loads } = setup;
  const outagesBefore = sockets.map((socket) => socket.outages.length);
  const twiceBefore = sockets.reduce((sum, socket) => sum + sentTwice(socket), 0);
  const startedAt = Date.now();
  const running = startLoad({ ...load, url: cluster.url, fixture, label });
  loads.add(running);
  const stops = await during();
  const { writes, readStatuses, readMs } = await running.stop();
  loads.delete(running);
  const seconds = (Date.now() - startedAt) / 1000;
  const { posts, notifications } = await storedReplies(options.databaseUrl, label);

  // every socket given time to hold what its member was sent
  const socketOf = new Map(fixture.memberIds.map((id, n) => [id, sockets[n]!]));
  const missing = () => notifications.filter((row) => !socketOf.get(row.recipient_id)?.ids.has(row.id));
  for (const deadline = Date.now() + 15_000; missing().length > 0 && Date.now() < deadline;) await sleep(100);

  const stored = new Set(posts.map((post) => post.markdown));
  const acknowledged = writes.filter((write) => write.status === 200 && write.postId);
  const acknowledgedBodies = new Set(acknowledged.map((write) => write.body));
  const failed: Record<number, number> = {};
  for (const write of writes) if (!write.postId) failed[write.status] = (failed[write.status] ?? 0) + 1;
  const watchersOf = new Map<string, number>();
  for (const thread of fixture.watched) {
    const id = fixture.threadIds[thread]!;
    watchersOf.set(id, (watchersOf.get(id) ?? 0) + 1);
  }
  const latencies = notifications.flatMap((row) => {
    const ms = socketOf.get(row.recipient_id)?.latencies.get(row.id);
    return ms === undefined ? [] : [ms];
  });
  const outages = sockets.flatMap((socket, n) => socket.outages.slice(outagesBefore[n]));
  const back = outages.flatMap((outage) =>
    outage.backAt === undefined ? [] : [outage.backAt - outage.closedAt],
  );
  const byStatus = Object.fromEntries(readStatuses);
  return {
    label,
    seconds,
    writes: {
      attempted: writes.length,
      acknowledged: acknowledged.length,
      acknowledgedNotStored: acknowledged.filter((write) => !stored.has(write.body)).length,
      storedNotAcknowledged: posts.filter((post) => !acknowledgedBodies.has(post.markdown)).length,
      failed,
      p50Ms: percentile(
        acknowledged.map((write) => write.ms),
        0.5,
      ),
      p99Ms: percentile(
        acknowledged.map((write) => write.ms),
        0.99,
      ),
    },
    notifications: {
      expected: posts.reduce((sum, post) => sum + (watchersOf.get(post.thread_id) ?? 0), 0),
      created: notifications.length,
      lost: missing().length,
      sentTwice: sockets.reduce((sum, socket) => sum + sentTwice(socket), 0) - twiceBefore,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
    },
    reads: {
      count: readMs.length,
      byStatus,
      serverErrors: [...readStatuses].reduce((sum, [status, n]) => sum + (status >= 500 ? n : 0), 0),
      p50Ms: percentile(readMs, 0.5),
      p99Ms: percentile(readMs, 0.99),
    },
    sockets: {
      outages: outages.length,
      byCode: outages.reduce<Record<number, number>>(
        (counts, outage) => ({ ...counts, [outage.code]: (counts[outage.code] ?? 0) + 1 }),
        {},
      ),
      neverBack: outages.length - back.length,
      p50Ms: percentile(back, 0.5),
      p95Ms: percentile(back, 0.95),
      p99Ms: percentile(back, 0.99),
      maxMs: back.length ? Math.max(...back) : NaN,
    },
    stops,
  };
}
