// The edit-history comparison benchmark (`npm run bench:revisions`): two unrelated 64 KB bodies compared
// (CPU per comparison, and the longest the event loop was held, measured by monitorEventLoopDelay while
// the comparisons run one per turn), then every pair of 40 revisions of a 20 KB post (time per
// comparison, p50/p95/max). No server and no database: the comparison is what the history query runs.
// BENCH_RUNS changes how many times the 64 KB pair is compared. Figures: docs/benchmarks.md.
import { loadavg } from "node:os";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { compareTexts } from "../api/src/modules/forum/revisions/revision-diff.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const REVISIONS = 40;

/** A small seeded generator, so every run compares the same texts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS =
  "the a road port drone flood closed open police night seen over near at ten three five report".split(" ");

/** Prose of about `bytes` bytes: sentences of words, lines of sentences, paragraphs of lines. */
function prose(next: () => number, bytes: number): string {
  let text = "";
  while (text.length < bytes) {
    const words = Array.from(
      { length: 6 + Math.floor(next() * 12) },
      () => WORDS[Math.floor(next() * WORDS.length)],
    );
    text += words.join(" ") + (next() < 0.2 ? ".\n\n" : next() < 0.5 ? ".\n" : ". ");
  }
  return text.slice(0, bytes);
}

/** The next revision: a few words changed, a line added or removed, now and then a paragraph rewritten. */
function revise(next: () => number, text: string): string {
  const lines = text.split("\n");
  for (let edits = 1 + Math.floor(next() * 6); edits > 0; edits--) {
    const at = Math.floor(next() * lines.length);
    const roll = next();
    if (roll < 0.6) lines[at] = lines[at]!.replace(/\b\w+\b/, WORDS[Math.floor(next() * WORDS.length)]!);
    else if (roll < 0.8) lines.splice(at, 0, prose(next, 80));
    else if (roll < 0.9) lines.splice(at, 1);
    else lines.splice(at, 6, prose(next, 500));
  }
  return lines.join("\n");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const turn = () => new Promise((resolve) => setImmediate(resolve));

async function unrelatedPair() {
  const next = random(64);
  const [a, b] = [prose(next, 65_536), prose(next, 65_536)];
  compareTexts(a, b); // warm-up
  const cpu: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  let tooDifferent = 0;
  for (let run = 0; run < RUNS; run++) {
    await turn();
    const started = process.cpuUsage();
    if (compareTexts(a, b).tooDifferent) tooDifferent++;
    const used = process.cpuUsage(started);
    cpu.push((used.user + used.system) / 1000);
  }
  await turn();
  loop.disable();
  cpu.sort((x, y) => x - y);
  console.log(
    `Two unrelated 64 KB bodies, ${RUNS} comparisons (${tooDifferent} answered "too different to compare"):`,
  );
  console.log(
    `  CPU per comparison: median ${ms(percentile(cpu, 0.5))}, max ${ms(cpu.at(-1)!)} (target ≤ 100 ms)`,
  );
  console.log(`  event loop held at most ${ms(loop.max / 1e6)} (target never > 100 ms)`);
}

function revisionsOfA20KbPost() {
  const next = random(20);
  const revisions = [prose(next, 20_000)];
  while (revisions.length < REVISIONS) revisions.push(revise(next, revisions.at(-1)!));
  const times: number[] = [];
  let tooDifferent = 0;
  for (let i = 0; i < revisions.length; i++)
    for (let j = i + 1; j < revisions.length; j++) {
      const started = performance.now();
      if (compareTexts(revisions[i]!, revisions[j]!).tooDifferent) tooDifferent++;
      times.push(performance.now() - started);
    }
  times.sort((x, y) => x - y);
  console.log(
    `Every pair of ${REVISIONS} revisions of a 20 KB post, ${times.length} comparisons (${tooDifferent} too different):`,
  );
  console.log(
    `  p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))} (target ≤ 50 ms), max ${ms(times.at(-1)!)}`,
  );
}

const before = loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
await unrelatedPair();
revisionsOfA20KbPost();
console.log(
  `load average before ${before}, after ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} (1, 5, 15 min)`,
);
