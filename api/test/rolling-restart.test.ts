import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { readinessFirst } from "./app-cluster.js";
import { createTestDatabase, type TestDatabase } from "./database.js";
import { rollThrough, startRolling, type RollingSetup } from "./rolling-restart.js";
import { onThisMachine } from "./slowness.js";

// The benchmark's scenario at a small size (bench/rolling-restart.bench.ts runs 2,000 sockets): three
// instances of the built app behind deploy/nginx, 60 members' pages holding their notification socket,
// three members replying in the threads they watch and three readers, while each instance in turn is
// stopped with SIGTERM and started again.
describe("a rolling restart of three instances behind nginx, under load", () => {
  let database: TestDatabase | undefined;
  let setup: RollingSetup | undefined;
  // each page says in its console that it lost its socket, and that it is back
  const warn = console.warn;

  beforeAll(async () => {
    console.warn = () => {};
    database = await createTestDatabase(inject("databaseServerUrl"), inject("databaseTemplate"));
    setup = await startRolling({
      databaseUrl: database.url,
      migrated: true,
      instances: 3,
      sockets: 60,
      threads: 6,
      posters: 3,
      env: { RATE_LIMIT_FACTOR: "1000" },
    });
  }, onThisMachine(300_000));

  afterAll(async () => {
    await setup?.close();
    await database?.drop();
    console.warn = warn;
  });

  it(
    "loses no acknowledged write or notification, sends none twice, answers every read, and every socket comes back",
    { timeout: onThisMachine(300_000) },
    async () => {
      const { cluster, sockets } = setup!;
      const figures = await setup!.phase(
        "rolling",
        { writeIntervalMs: 300, readers: 3, readIntervalMs: 200 },
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return rollThrough(cluster, 1000);
        },
      );

      // the load was there, and every socket lost its instance at least once
      expect(figures.writes.acknowledged).toBeGreaterThan(20);
      expect(figures.reads.count).toBeGreaterThan(30);
      expect(figures.notifications.expected).toBeGreaterThan(200);
      expect(figures.sockets.outages).toBeGreaterThanOrEqual(sockets.length);
      // how soon the sockets are back is the benchmark's to measure (2 s at p99), on a quiet machine
      expect({
        lostWrites: figures.writes.acknowledgedNotStored,
        // none refused either: a stopping instance finishes what it took, the others take the rest
        refusedWrites: figures.writes.failed,
        notificationsNotCreated: figures.notifications.expected - figures.notifications.created,
        notificationsLost: figures.notifications.lost,
        notificationsSentTwice: figures.notifications.sentTwice,
        readStatuses: figures.reads.byStatus,
        socketsNeverBack: figures.sockets.neverBack,
        stops: figures.stops.map((stop) => ({
          readinessFirst: readinessFirst(stop),
          exitCode: stop.exitCode,
        })),
      }).toEqual({
        lostWrites: 0,
        refusedWrites: {},
        notificationsNotCreated: 0,
        notificationsLost: 0,
        notificationsSentTwice: 0,
        readStatuses: { 200: figures.reads.count },
        socketsNeverBack: 0,
        stops: [0, 1, 2].map(() => ({ readinessFirst: true, exitCode: 0 })),
      });
    },
  );
});
