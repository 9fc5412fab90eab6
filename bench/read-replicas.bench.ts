// The read-replica benchmark (`npm run bench:replicas`): the read-replica test
// (api/src/infra/replicas/read-replicas.test.ts) with 10,000 write-then-read pairs by members per phase
// (BENCH_PAIRS), on a primary and a streaming standby it makes on loopback: replay paused, then resumed.
// Prints Markdown for docs/benchmarks.md: stale reads, where visitors' and members' reads went, the time.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PAIRS = Number(process.env.BENCH_PAIRS ?? 10_000);
const API = fileURLToPath(new URL("../api", import.meta.url));

const folder = mkdtempSync(join(tmpdir(), "iw-replica-bench-"));
const report = join(folder, "figures.json");
try {
  const run = spawnSync("npx", ["vitest", "run", "src/infra/replicas/read-replicas.test.ts"], {
    cwd: API,
    stdio: "inherit",
    env: { ...process.env, READ_REPLICA_PAIRS: String(PAIRS), READ_REPLICA_REPORT: report },
  });
  const figures = JSON.parse(readFileSync(report, "utf8")) as Record<string, number>;
  const visitors = PAIRS / 5;
  const share = (count: number) => `${((100 * count) / visitors).toFixed(1)} %`;
  console.log(`
### Read replicas (${new Date().toISOString().slice(0, 10)}, load average ${loadavg()[0]!.toFixed(1)})

| Phase           | Member pairs | Stale reads | Visitors' reads on the standby | Members' reads on the standby | Seconds |
| --------------- | -----------: | ----------: | -----------------------------: | ----------------------------: | ------: |
| replay paused   | ${PAIRS} | ${figures.pausedStale} | ${share(figures.pausedVisitorsOnStandby ?? 0)} | 0 | ${figures.pausedSeconds?.toFixed(0)} |
| replay resumed  | ${PAIRS} | ${figures.replayingStale} | ${share(figures.replayingVisitorsOnStandby ?? 0)} | ${figures.replayingMembersOnStandby} of ${PAIRS} | ${figures.replayingSeconds?.toFixed(0)} |
`);
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
