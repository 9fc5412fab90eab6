// The flood benchmark's table and its check against the targets, printed and written to docs/benchmarks.md.
import { cpus } from "node:os";
import { writeBenchmarkSection } from "./benchmark-doc.js";
import { percentile, type Answer } from "./flood-load.js";

export interface Phase {
  name: string;
  /** The capacity, a quiet spell, a flood from many addresses, or one account's flood. */
  kind: "capacity" | "idle" | "flood" | "account";
  /** Requests a second the flood offers; undefined for the capacity (as fast as answered). */
  offered: number | undefined;
  /** The research flood, whose served rate is compared with the capacity. */
  research?: boolean;
  answers: Answer[];
  seconds: number;
  member: Answer[];
  /** A researcher's query with an API key (issue 56). */
  keyed: Answer[];
  health: Answer[];
}

const TARGETS = {
  memberP99: 250,
  keyedP99: 500,
  healthP99: 50,
  floodP99: 250,
  floodMax: 1000,
  shareOfCapacity: 0.9,
};

const ms = (value: number) => (Number.isNaN(value) ? "—" : `${Math.round(value)}`);
const count = (answers: Answer[], test: (a: Answer) => boolean) => answers.filter(test).length;
const ok = (a: Answer) => a.status === 200 && a.failure === undefined;
/** An answer the targets accept from a flood: served, limited, or refused at once with Retry-After. */
const accepted = (a: Answer) => a.status === 200 || a.status === 429 || (a.status === 503 && a.retryAfter);
const refused = (a: Answer) => a.status === 429 || (a.status === 503 && a.retryAfter);

function verdicts(phase: Phase, capacity: number): string[] {
  if (phase.kind === "capacity" || phase.kind === "idle") return [];
  const list: string[] = [];
  const check = (met: boolean, what: string) => list.push(met ? `${what} met` : `${what} **missed**`);
  const p99 = (answers: Answer[]) =>
    percentile(
      answers.map((a) => a.ms),
      0.99,
    );
  check(
    p99(phase.member) <= TARGETS.memberP99 && phase.member.every(ok),
    `member p99 ≤ ${TARGETS.memberP99} ms without error`,
  );
  if (phase.research)
    check(
      p99(phase.keyed) <= TARGETS.keyedP99 && phase.keyed.every(ok),
      `keyed research p99 ≤ ${TARGETS.keyedP99} ms without error`,
    );
  check(p99(phase.health) <= TARGETS.healthP99, `/healthz p99 ≤ ${TARGETS.healthP99} ms`);
  check(phase.answers.every(accepted), "every flood request answered 200, 429 or 503 with Retry-After");
  if (phase.kind === "account") {
    check(count(phase.answers, refused) > 0, "the account's excess refused");
    return list;
  }
  check(
    phase.answers.every((a) => a.ms <= TARGETS.floodMax),
    `every flood request answered within ${TARGETS.floodMax / 1000} s`,
  );
  check(p99(phase.answers) <= TARGETS.floodP99, `flood p99 ≤ ${TARGETS.floodP99} ms`);
  if (phase.research) {
    const served = count(phase.answers, ok) / phase.seconds;
    check(
      served >= TARGETS.shareOfCapacity * capacity,
      `served ≥ ${TARGETS.shareOfCapacity * 100} % of capacity`,
    );
  }
  return list;
}

export function writeFloodBenchmark(
  phases: Phase[],
  run: {
    seconds: number;
    events: number;
    load: [number, number];
    admission: Record<string, string>;
    write: boolean;
  },
) {
  const capacityPhase = phases.find((phase) => phase.kind === "capacity")!;
  const capacity = count(capacityPhase.answers, ok) / capacityPhase.seconds;
  const rows = phases.map((phase) => {
    const served = count(phase.answers, ok) / phase.seconds;
    // a busy load generator sends less than the flood offers: both are shown
    const sent = phase.answers.length / phase.seconds;
    const offered = phase.offered === undefined ? "—" : String(phase.offered);
    const failures = count(phase.answers, (a) => a.failure !== undefined);
    const other = count(phase.answers, (a) => a.failure === undefined && !accepted(a));
    const flood = phase.answers.map((a) => a.ms);
    const member = phase.member.map((a) => a.ms);
    const keyed = phase.keyed.map((a) => a.ms);
    const health = phase.health.map((a) => a.ms);
    const share =
      phase.research || phase === capacityPhase ? ` (${Math.round((served / capacity) * 100)} %)` : "";
    return (
      `| ${phase.name} | ${offered} / ${Math.round(sent)} | ${Math.round(served)}${share} | ` +
      `${count(phase.answers, (a) => a.status === 429)} | ${count(phase.answers, (a) => a.status === 503 && a.retryAfter)} | ` +
      `${other} | ${failures} | ${ms(percentile(flood, 0.5))} / ${ms(percentile(flood, 0.99))} | ` +
      `${ms(percentile(member, 0.5))} / ${ms(percentile(member, 0.99))} | ${phase.member.length - count(phase.member, ok)} | ` +
      `${ms(percentile(keyed, 0.5))} / ${ms(percentile(keyed, 0.99))} | ${phase.keyed.length - count(phase.keyed, ok)} | ` +
      `${ms(percentile(health, 0.5))} / ${ms(percentile(health, 0.99))} |`
    );
  });
  const table = [
    "| phase | offered / sent per s | served (200) /s | 429 | 503 + Retry-After | other answers | time-outs, resets | flood p50 / p99 ms | member p50 / p99 ms | member errors | keyed research p50 / p99 ms | keyed errors | /healthz p50 / p99 ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
  const checks = phases
    .filter((phase) => verdicts(phase, capacity).length > 0)
    .map((phase) => `- ${phase.name}: ${verdicts(phase, capacity).join(", ")}`)
    .join("\n");
  const busy = run.load[0] > 2 ? " **The run started above load 2: its figures are no result.**" : "";
  writeBenchmarkSection(
    "flood-bench",
    `Run of ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: ${run.events.toLocaleString("en")} ` +
      `incidents, ${run.seconds} s per phase; the app (and, behind nginx, nginx and both instances) on core 0, ` +
      `the load on core 1 (taskset); ${cpus().length} CPUs, ` +
      `load average (1 min) ${run.load[0].toFixed(1)} at the start and ${run.load[1].toFixed(1)} at the end.${busy} ` +
      `Admission: ${Object.entries(run.admission)
        .map(([name, value]) => `${name}=${value}`)
        .join(", ")}.`,
    `${table}\n\n${checks}`,
    run.write,
  );
}
