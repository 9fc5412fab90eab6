// The forum benchmark's table and its check against the targets, printed and written to docs/benchmarks.md.
import { cpus } from "node:os";
import type { Measured } from "./api-report.js";
import { writeBenchmarkSection } from "./benchmark-doc.js";

export type ForumMeasured = Measured;

/** What each scenario must reach: a share of the hello-world's req/s and a p99 ceiling. */
const TARGETS: Record<string, { share?: number; p99: number }> = {
  "REST GET /api/forum/forum-data": { share: 1 / 4, p99: 50 },
  "GraphQL forumData": { share: 1 / 4, p99: 50 },
  "thread page 1 (GraphQL)": { share: 1 / 4, p99: 20 },
  "thread last page (GraphQL)": { share: 1 / 4, p99: 20 },
  "thread page 1, signed in (GraphQL)": { share: 1 / 10, p99: 50 },
  "REST page-info, post in the middle": { share: 1 / 2, p99: 20 },
};
const RSS_TARGET_BYTES = 200 * 1024 * 1024;

const share = (ratio: number) => `1/${(1 / ratio).toFixed(1)}`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

function verdicts(name: string, m: ForumMeasured, ratio: number, isReference: boolean) {
  const target = TARGETS[name];
  const missed = (what: string) => `${what} **missed**`;
  const list: string[] = [];
  // a scenario whose every request outlasted the run has no latency figure to compare
  if (m.requestsPerSecond === 0) list.push(missed("no request answered within the run"));
  if (target?.share !== undefined)
    list.push(
      ratio >= target.share
        ? `share met (≥ ${share(target.share)})`
        : missed(`share ≥ ${share(target.share)}`),
    );
  if (target)
    list.push(m.p99 <= target.p99 ? `p99 met (≤ ${target.p99} ms)` : missed(`p99 ≤ ${target.p99} ms`));
  if (!isReference) list.push(m.maxRssBytes <= RSS_TARGET_BYTES ? "RSS met" : missed("RSS ≤ 200 MiB"));
  list.push(m.errors === 0 ? "no errors" : missed("zero errors"));
  return list.join(", ");
}

export function writeForumBenchmark(
  results: { name: string; measured: ForumMeasured }[],
  run: {
    seconds: number;
    connections: number;
    load: [number, number];
    seedSeconds: number;
    size: string;
    /** The app's resident set size once every scenario has run. */
    rssAfterBytes: number;
    /** The same, after the app has been idle for `idleSeconds`. */
    rssIdleBytes: number;
    idleSeconds: number;
    /** What the heap held after the run, by kind of object (empty when not taken). */
    heap: string;
    write: boolean;
  },
) {
  const hello = results[0]!.measured.requestsPerSecond;
  const rows = results.map(({ name, measured: m }, index) => {
    const ratio = m.requestsPerSecond / hello;
    return (
      `| ${name} | ${Math.round(m.requestsPerSecond).toLocaleString("en")} | ${ratio > 0 ? share(ratio) : "—"} | ` +
      `${m.p50} ms | ${m.p99} ms | ${m.errors} | ${mib(m.maxRssBytes)} | ${verdicts(name, m, ratio, index === 0)} |`
    );
  });
  const table = [
    "| scenario | req/s | share of hello-world | p50 | p99 | errors | server RSS (max) | targets |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows,
  ].join("\n");
  writeBenchmarkSection(
    "forum-bench",
    `Run of ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ${run.size} (seeded in ` +
      `${run.seedSeconds.toFixed(1)} s), ${run.connections} connections, ${run.seconds} s per scenario after a ` +
      `2 s warm-up; ${cpus().length} CPUs, load average (1 min) ${run.load[0].toFixed(1)} at the start and ` +
      `${run.load[1].toFixed(1)} at the end. The app's RSS right after the run: ${mib(run.rssAfterBytes)}; ` +
      `idle ${run.idleSeconds} s later: ${mib(run.rssIdleBytes)} ` +
      `(target ≤ 200 MiB: ${run.rssIdleBytes <= RSS_TARGET_BYTES ? "met" : "**missed**"}).`,
    run.heap
      ? `${table}\n\nThe app's heap after the run, by kind of object (self sizes):\n\n${run.heap}`
      : table,
    run.write,
  );
}
