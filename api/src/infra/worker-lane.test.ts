import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { LaneDeadlineError, LaneFullError, WorkerLane } from "./worker-lane.js";

// A thread that answers each job after spinning for job.ms milliseconds (synchronous, as a render is).
const SPINNER = `
  const { parentPort } = require("node:worker_threads");
  parentPort.on("message", ({ id, job }) => {
    const until = Date.now() + job.ms;
    while (Date.now() < until);
    parentPort.postMessage({ id, name: job.name, threadId: require("node:worker_threads").threadId });
  });
  parentPort.postMessage({ ready: true });
`;

// The same, where the thread tells the lane its CPU clock, and a job may also wait job.sleepMs without
// using the CPU (as a thread of low priority waits for a busy core)
const CLOCKED = `
  const { parentPort, threadId } = require("node:worker_threads");
  const cpuClock = "/proc/" + require("node:fs").readlinkSync("/proc/thread-self") + "/stat";
  parentPort.on("message", ({ id, job }) => {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, job.sleepMs ?? 0);
    const until = Date.now() + (job.ms ?? 0);
    while (Date.now() < until);
    parentPort.postMessage({ id, name: job.name, threadId });
  });
  parentPort.postMessage({ ready: true, cpuClock });
`;

describe("a worker lane", () => {
  let lane: WorkerLane | undefined;
  const start = (deadlineMs = 5_000, queueLimit = 8, perKeyLimit = 4, body = SPINNER) =>
    (lane = new WorkerLane({
      start: () => new Worker(body, { eval: true }),
      queueLimit,
      perKeyLimit,
      deadlineMs,
    }));

  afterEach(async () => {
    await lane?.close();
  });

  it("takes turns between keys, so one key's backlog delays another by one job per turn", async () => {
    const worker = start();
    const order: string[] = [];
    const run = (key: string, name: string) =>
      worker.run(key, { ms: 20, name }).then((answer) => void order.push(answer.name as string));
    await Promise.all([
      run("flood", "f1"),
      run("flood", "f2"),
      run("flood", "f3"),
      run("flood", "f4"),
      run("quiet", "q1"),
      run("other", "o1"),
    ]);
    expect(order).toEqual(["f1", "q1", "o1", "f2", "f3", "f4"]);
  });

  it("refuses at once past the queue's bound, in total and per key, and runs what it took", async () => {
    const worker = start(5_000, 3, 2);
    await worker.run("a", { ms: 1, name: "started" }); // the thread is up: the next job runs at once
    const first = worker.run("a", { ms: 50, name: "running" });
    const waiting = [worker.run("a", { ms: 1, name: "a2" }), worker.run("a", { ms: 1, name: "a3" })];
    await expect(worker.run("a", { ms: 1, name: "a4" })).rejects.toBeInstanceOf(LaneFullError);
    waiting.push(worker.run("b", { ms: 1, name: "b1" }));
    await expect(worker.run("c", { ms: 1, name: "c1" })).rejects.toBeInstanceOf(LaneFullError);
    expect((await Promise.all([first, ...waiting])).map((answer) => answer.name)).toEqual([
      "running",
      "a2",
      "a3",
      "b1",
    ]);
  });

  it("abandons a job past its deadline on a stopped thread and runs the next on a fresh one", async () => {
    const worker = start(100);
    const before = await worker.run("a", { ms: 1, name: "before" });
    const stuck = worker.run("a", { ms: 60_000, name: "stuck" });
    const after = worker.run("b", { ms: 1, name: "after" });
    await expect(stuck).rejects.toEqual(new LaneDeadlineError(100));
    const answer = await after;
    expect(answer.name).toBe("after");
    expect(answer.threadId).not.toBe(before.threadId);
  });

  it("counts the deadline in the thread's CPU time: waiting for a core is not running past it", async () => {
    const worker = start(300, 8, 4, CLOCKED);
    const waited = await worker.run("a", { sleepMs: 1_000, name: "waited" });
    expect(waited.name).toBe("waited");
    const spinning = worker.run("a", { ms: 60_000, name: "spinning" });
    const started = performance.now();
    await expect(spinning).rejects.toEqual(new LaneDeadlineError(300));
    expect(performance.now() - started).toBeLessThan(2_500);
    // ten deadlines of wall time end even a job that uses no CPU
    await expect(worker.run("a", { sleepMs: 60_000, name: "stuck" })).rejects.toEqual(
      new LaneDeadlineError(300),
    );
  });
});
