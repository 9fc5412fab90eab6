// The rendering-abuse benchmark (`npm run bench:render`): for 15 s one address sends the Markdown preview
// a hostile text — 10 requests a second, or 25 at once every second (the burst) — while /healthz is asked
// every 50 ms and members reply every 500 ms from beside it; the same with short texts is the baseline, in
// the same run. The server is pinned to one core and this process to the other. BENCH_SECONDS changes the
// length. Figures: docs/benchmarks.md.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { startDatabaseServer, startSeededApp } from "./bench-app.js";
import { seedFixture } from "../api/test/notification-fixture.js";
import { pin } from "./load.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE_PER_SECOND = 10; // RESEARCH_RATE_LIMIT's default 600 a minute
const BURST = 25;
const PREVIEW = "query ($m: String!) { renderMarkdown(markdown: $m) }";
const REPLY = "mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }";
/** Members take turns replying every 500 ms, so each replies every 6 s (a member may every 5 s). */
const MEMBERS = 12;

/** The heaviest 32,000 characters found (render-abuse.test.ts): a table of one column, a row per line. */
const HEAVIEST = "|a|\n|-|\n" + "|a|\n".repeat(7998);
/** What the issue measured the old renderer with: unclosed quote lines. */
const QUOTES = "[quote=1]\n".repeat(3200);
/** One reference link with a long address used 7,000 times: 14 MB of HTML unbounded, now refused at 192 KB. */
const REFERENCES = `[a]: https://example.org/${"x".repeat(2000)}\n\n${"[a] ".repeat(7_000)}`;
const SHORT = "A **short** reply quoting nobody, with a [link](https://example.org).";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
const summary = (times: number[]) => {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1) ?? Number.NaN };
};

async function graphql(url: string, query: string, variables: object, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
}

/** Every `everyMs` until `until`, runs `send` without waiting for it; answers once all have ended. */
async function repeat(until: number, everyMs: number, send: (n: number) => Promise<void>) {
  const sent: Promise<void>[] = [];
  for (let n = 0; Date.now() < until; n += 1) {
    sent.push(send(n));
    await sleep(everyMs);
  }
  await Promise.all(sent);
}

/** Sends `markdown` to the preview (`burst` at once every second, else 10 a second) while timing /healthz and replies. */
async function attack(url: string, databaseUrl: string, markdown: string, burst: boolean) {
  const { tokens, threadId } = await seedFixture(databaseUrl, MEMBERS + 1);
  // one reply first, by a member who does not reply again: what is measured is a running instance,
  // not its first request's compilation and connections
  await graphql(url, REPLY, { input: { threadId, body: "Warm-up reply" } }, tokens[MEMBERS]);
  const until = Date.now() + SECONDS * 1000;
  const answers = { rendered: 0, refused: 0, busy: 0, badInput: 0, failed: 0 };
  const preview = async () => {
    try {
      const body = await graphql(url, PREVIEW, { m: markdown });
      const code = body.errors?.[0]?.extensions?.code;
      if (!body.errors) answers.rendered += 1;
      else if (code === "RATE_LIMITED") answers.refused += 1;
      else if (code === "SERVICE_UNAVAILABLE") answers.busy += 1;
      else if (code === "BAD_USER_INPUT") answers.badInput += 1;
      else answers.failed += 1;
    } catch {
      answers.failed += 1;
    }
  };
  const previews = burst
    ? repeat(until, 1000, async () => void (await Promise.all(Array.from({ length: BURST }, preview))))
    : repeat(until, 1000 / RATE_PER_SECOND, preview);
  const replyTimes: number[] = [];
  let repliesFailed = 0;
  const replies = repeat(until, 500, async (n) => {
    const started = performance.now();
    const input = { threadId, body: `Reply ${n} while the preview is under attack` };
    const body = await graphql(url, REPLY, { input }, tokens[n % MEMBERS]).catch(() => ({ errors: [{}] }));
    if (body.errors) repliesFailed += 1;
    else replyTimes.push(performance.now() - started);
  });
  const health: number[] = [];
  while (Date.now() < until) {
    const started = performance.now();
    const response = await fetch(`${url}/healthz`);
    await response.arrayBuffer();
    health.push(performance.now() - started);
    await sleep(50);
  }
  await Promise.all([previews, replies]);
  return { health: summary(health), reply: summary(replyTimes), repliesFailed, ...answers };
}

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function main() {
  installIfNeeded();
  buildIfStale();
  const load = loadavg()[0]!;
  console.log(`load average before: ${loads()}`);
  if (load > 2) console.log("✗ the machine is busy (load above 2): the figures below are no result");
  const server = await startDatabaseServer();
  const results: Array<[string, Awaited<ReturnType<typeof attack>>]> = [];
  let pinned = true;
  try {
    // a fresh app (and so fresh budgets) for each text; the research limit off, so the render limits
    // are what refuse (the replies come from the same address as the previews)
    // BENCH_ONLY=<words> runs only the texts whose name holds them
    for (const [name, markdown, burst] of (
      [
        ["short texts (baseline)", SHORT, false],
        ["32,000 characters of unclosed quote lines", QUOTES, false],
        ["32,000 characters of table rows (heaviest)", HEAVIEST, false],
        ["one reference link used 7,000 times", REFERENCES, false],
        [`${BURST} table previews at once every second`, HEAVIEST, true],
      ] as const
    ).filter(([name]) => name.startsWith("short") || name.includes(process.env.BENCH_ONLY ?? ""))) {
      const app = await startSeededApp(server.url, async () => {}, { env: { RESEARCH_RATE_LIMIT: "0" } });
      try {
        pinned = pin(0, app.pid) && pin(1, process.pid) && pinned;
        results.push([name, await attack(app.url, app.databaseUrl!, markdown, burst)]);
      } finally {
        await app.close();
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`load average after: ${loads()}\n`);
  const [, baseline] = results[0]!;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `one address's previews for ${SECONDS} s; /healthz every 50 ms and a member's reply every 500 ms beside ` +
      `them; ${pinned ? "server on core 0, load on core 1" : "not pinned (no taskset)"}\n`,
  );
  console.log(
    "| preview text | /healthz p50 | p99 | max | p99 vs baseline | reply p50 | p99 | max | rendered | refused (render budget, queue) | refused (instance busy) | refused (HTML bound, deadline) | failed |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const [name, r] of results) {
    console.log(
      `| ${name} | ${ms(r.health.p50)} | ${ms(r.health.p99)} | ${ms(r.health.max)} | ` +
        `${(r.health.p99 / baseline.health.p99).toFixed(2)}× | ${ms(r.reply.p50)} | ${ms(r.reply.p99)} | ` +
        `${ms(r.reply.max)} | ${r.rendered} | ${r.refused} | ${r.busy} | ${r.badInput} | ${r.failed + r.repliesFailed} |`,
    );
  }
  const worstHealth = Math.max(...results.map(([, r]) => r.health.p99));
  const worstReply = Math.max(...results.map(([, r]) => r.reply.p99));
  console.log(
    `\n${worstHealth <= 100 ? "✓" : "✗"} /healthz p99 ≤ 100 ms under every text (${ms(worstHealth)})`,
  );
  console.log(
    `${worstReply <= 500 ? "✓" : "✗"} a member's reply p99 ≤ 500 ms under every text (${ms(worstReply)})`,
  );
  const failed = results.some(([, r]) => r.failed + r.repliesFailed > 0);
  if (worstHealth > 100 || worstReply > 500 || failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
