// Lighthouse's mobile performance audit (simulated 4× slower processor and slow 4G, Debian's Chromium with
// the browser tests' flags, software WebGL) of pages of a running app:
// `npm run bench:lighthouse -- [BASE_URL] [PATH …]`, by default
// http://127.0.0.1:3000 and /, /forum, /statistics. Each page three times (LIGHTHOUSE_RUNS); the median
// run by performance score is printed. Lighthouse is not a dependency of the project: npx fetches the
// pinned version the first time. Start the app first (`npm start`), with nothing else running.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS } from "../web/e2e/harness.js";

const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

const [base = "http://127.0.0.1:3000", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/", "/forum", "/statistics"];
const scratch = mkdtempSync(join(tmpdir(), "incident-watch-lighthouse-"));

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

interface Audit {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: string;
  tti: number;
}

/** One audit of a page: the score and the metrics Lighthouse weighs; tried again once if it fails. */
function audit(url: string, run: number): Audit {
  try {
    return auditOnce(url, run);
  } catch {
    // Lighthouse sometimes loses its trace of the load (NO_NAVSTART)
    return auditOnce(url, run);
  }
}

function auditOnce(url: string, run: number): Audit {
  const output = join(scratch, `${run}.json`);
  execFileSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--only-categories=performance",
      "--form-factor=mobile",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      `--chrome-flags=${FLAGS.join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const { categories, audits } = JSON.parse(readFileSync(output, "utf8")) as LighthouseResult;
  const ms = (id: string) => Math.round(audits[id]!.numericValue);
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: ms("first-contentful-paint"),
    lcp: ms("largest-contentful-paint"),
    tbt: ms("total-blocking-time"),
    cls: audits["cumulative-layout-shift"]!.numericValue.toFixed(3),
    tti: ms("interactive"),
  };
}

console.log(`load average ${loadavg()[0]!.toFixed(2)} at the start`);
console.log("| page | performance | FCP | LCP | TBT | CLS | TTI | runs (score / TBT) |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
try {
  for (const path of paths) {
    const runs = Array.from({ length: RUNS }, (_, run) => audit(base + path, run));
    const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
    const all = runs.map((run) => `${run.score} / ${run.tbt} ms`).join(", ");
    console.log(
      `| ${path} | ${median.score} | ${median.fcp} ms | ${median.lcp} ms | ${median.tbt} ms | ${median.cls} | ` +
        `${median.tti} ms | ${all} |`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  console.log(`load average ${loadavg()[0]!.toFixed(2)} at the end`);
}
