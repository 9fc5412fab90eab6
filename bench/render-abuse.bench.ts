// The rendering-abuse benchmark (`npm run bench:render`): one address sends the Markdown preview its full
// research rate (600 a minute) of the heaviest text known for 15 s, while /healthz is asked every 50 ms
// from beside it; the same with short texts is the baseline, in the same run. The preview's render
// budget (2 s a minute per address) is what keeps the app responsive. BENCH_SECONDS changes the length.
// Figures: docs/benchmarks.md.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { startDatabaseServer, startSeededApp } from "./bench-app.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE_PER_SECOND = 10; // RESEARCH_RATE_LIMIT's default 600 a minute
const PREVIEW = "query ($m: String!) { renderMarkdown(markdown: $m) }";

/** The heaviest 32,000 characters found (render-abuse.test.ts): a table of one column, a row per line. */
const HEAVIEST = "|a|\n|-|\n" + "|a|\n".repeat(7998);
/** What the issue measured the old renderer with: unclosed quote lines. */
const QUOTES = "[quote=1]\n".repeat(3200);
const SHORT = "A **short** reply quoting nobody, with a [link](https://example.org).";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Sends `markdown` to the preview at RATE_PER_SECOND while timing /healthz; answers what both saw. */
async function attack(url: string, markdown: string) {
  const until = Date.now() + SECONDS * 1000;
  const answers = { rendered: 0, refused: 0, failed: 0 };
  const previews: Promise<void>[] = [];
  const sender = (async () => {
    while (Date.now() < until) {
      previews.push(
        fetch(`${url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: PREVIEW, variables: { m: markdown } }),
        })
          .then(async (response) => {
            const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
            if (!body.errors) answers.rendered += 1;
            else if (body.errors[0]?.extensions?.code === "RATE_LIMITED") answers.refused += 1;
            else answers.failed += 1;
          })
          .catch(() => void (answers.failed += 1)),
      );
      await sleep(1000 / RATE_PER_SECOND);
    }
  })();
  const health: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${url}/healthz`);
    await response.arrayBuffer();
    health.push(performance.now() - started);
    await sleep(50);
  }
  await sender;
  await Promise.all(previews);
  health.sort((a, b) => a - b);
  return { p50: percentile(health, 0.5), p99: percentile(health, 0.99), max: health.at(-1)!, ...answers };
}

async function main() {
  installIfNeeded();
  buildIfStale();
  const load = loadavg()[0]!;
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (load > 2) console.log("✗ the machine is busy (load above 2): the figures below are no result");
  const server = await startDatabaseServer();
  const results: Array<[string, Awaited<ReturnType<typeof attack>>]> = [];
  try {
    // a fresh app (and so a fresh budget) for each text
    for (const [name, markdown] of [
      ["short texts (baseline)", SHORT],
      ["32,000 characters of unclosed quote lines", QUOTES],
      ["32,000 characters of table rows (heaviest)", HEAVIEST],
    ] as const) {
      const app = await startSeededApp(server.url, async () => {});
      try {
        results.push([name, await attack(app.url, markdown)]);
      } finally {
        await app.close();
      }
    }
  } finally {
    await server.stop();
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n`,
  );
  const [, baseline] = results[0]!;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `one address, ${RATE_PER_SECOND} previews a second for ${SECONDS} s; /healthz every 50 ms beside it\n`,
  );
  console.log(
    "| preview text | /healthz p50 | p99 | max | p99 vs baseline | rendered | refused (budget) | failed |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [name, r] of results) {
    console.log(
      `| ${name} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${(r.p99 / baseline.p99).toFixed(2)}× | ${r.rendered} | ${r.refused} | ${r.failed} |`,
    );
  }
  const worst = Math.max(...results.map(([, r]) => r.p99));
  console.log(`\n${worst <= 100 ? "✓" : "✗"} /healthz p99 ≤ 100 ms under the worst text (${ms(worst)})`);
  if (worst > 100 || results.some(([, r]) => r.failed > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
