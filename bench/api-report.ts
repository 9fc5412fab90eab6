// The API benchmark's table and its check against the targets, printed and written to docs/benchmarks.md.
import { cpus } from "node:os";
import type { Measured } from "./bench-app.js";
import { writeBenchmarkSection } from "./benchmark-doc.js";

export type { Measured };

export interface Scenario {
  name: string;
  run(): Promise<Measured>;
}

/** Against the hello-world of the same run: the least share of its req/s each scenario must reach. */
const SHARE_TARGETS: Record<string, number> = {
  "GraphQL { __typename }": 1 / 2,
  "events(first: 100), cache off": 1 / 8,
  "events(first: 100), cached": 1 / 2,
};
const P99_TARGET_MS = 50;

const share = (ratio: number) => `1/${(1 / ratio).toFixed(1)}`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB/s`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export function writeApiBenchmark(
  results: { name: string; measured: Measured }[],
  run: { events: number; seconds: number; connections: number; load: [number, number]; write: boolean },
) {
  const hello = results[0]!.measured.requestsPerSecond;
  const rows = results.map(({ name, measured: m }) => {
    const ratio = m.requestsPerSecond / hello;
    const target = SHARE_TARGETS[name];
    const verdicts = [
      // no request finished within the run: its latencies read 0 ms, which is no pass
      m.requestsPerSecond === 0 ? "no answer within the run **missed**" : "",
      target === undefined ? "" : `${ratio >= target ? "met" : "**missed**"} (≥ ${share(target)})`,
      m.p99 <= P99_TARGET_MS ? "" : `p99 **missed**`,
      m.errors === 0 ? "" : "errors **missed**",
    ].filter(Boolean);
    return (
      `| ${name} | ${Math.round(m.requestsPerSecond).toLocaleString("en")} | ${ratio > 0 ? share(ratio) : "—"} | ${m.p50} ms | ` +
      `${m.p99} ms | ${m.errors} | ${mb(m.bytesPerSecond)} | ${mib(m.maxRssBytes)} | ${verdicts.join(", ") || "met"} |`
    );
  });
  const table = [
    "| scenario | req/s | share of hello-world | p50 | p99 | errors | transfer | server RSS (max) | targets |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows,
  ].join("\n");
  writeBenchmarkSection(
    "api-bench",
    `Run of ${new Date().toISOString().slice(0, 10)}: ${run.events.toLocaleString("en")} approved incidents, ` +
      `${run.connections} connections, ${run.seconds} s per scenario after a 2 s warm-up; ${cpus().length} CPUs, ` +
      `load average (1 min) ${run.load[0].toFixed(1)} at the start and ${run.load[1].toFixed(1)} at the end.`,
    table,
    run.write,
  );
}
