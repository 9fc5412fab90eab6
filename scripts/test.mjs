// The whole test suite: shared rules, API against real PostgreSQL, web components, then the browser tests
// against the built app, held to their budget (browser-budget.mjs). Ends with one summary line: "tests: N
// passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { calibrate, checkBrowserBudget } from "./browser-budget.mjs";
import { buildIfStale, installIfNeeded } from "./build.mjs";
import { PNPM_VERSION } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
const reports = join(root, ".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

installIfNeeded();
buildIfStale();

const suites = [
  { name: "schema", dir: "schema", args: [] },
  { name: "api", dir: "api", args: [] },
  { name: "web", dir: "web", args: ["--project", "unit", "--project", "unit-mocking"] },
  // three browser-test files at a time: a file spends much of its time waiting (on its app, on timers, on the
  // other file's Chromium), so two left the cores half idle (docs/benchmarks.md, "The test suite and CI")
  {
    name: "e2e",
    dir: "web",
    args: [
      "--project",
      "e2e",
      "--maxWorkers",
      process.env.E2E_WORKERS ?? "3",
      "--reporter=./e2e/flaky-reporter.ts",
    ],
  },
];

const flakyReport = join(reports, "passed-on-retry.txt");
const webglReport = join(reports, "webgl-canvases.txt");
// how fast this machine is now, for the browser tests' time budget
const calibrationMs = calibrate();
const budgetLines = [];
let overBudget = false;
let passed = 0;
let failed = 0;
let broken = false;
const failures = [];
for (const suite of suites) {
  const report = join(reports, `${suite.name}.json`);
  console.log(`\n▶ ${suite.name} tests`);
  const started = performance.now();
  const result = spawnSync(
    "npx",
    [
      "-y",
      `pnpm@${PNPM_VERSION}`,
      "exec",
      "vitest",
      "run",
      ...suite.args,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    {
      cwd: join(root, suite.dir),
      stdio: "inherit",
      env: { ...process.env, FLAKY_REPORT: flakyReport, WEBGL_REPORT: webglReport },
    },
  );
  if (suite.name === "e2e" && existsSync(webglReport)) {
    const seconds = (performance.now() - started) / 1000;
    const budget = checkBrowserBudget({ seconds, calibrationMs, reportFile: webglReport });
    budgetLines.push(...budget.lines);
    overBudget = !budget.ok;
  }
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    failures.push(...failedTests(suite.name, summary));
    if (result.status !== 0 && summary.numFailedTests === 0) broken = true;
  } else if (result.status !== 0) broken = true;
}
const flaky = existsSync(flakyReport) ? readFileSync(flakyReport, "utf8").trim().split("\n") : [];
// The failures come again at the very end, where a CI log cut to its tail still shows them.
if (failures.length > 0) console.log(`\nfailed:\n  ${failures.join("\n  ")}`);
if (flaky.length > 0) console.log(`\npassed only on a retry:\n  ${flaky.join("\n  ")}`);
if (budgetLines.length > 0)
  console.log(`\n${budgetLines.join("\n")}${overBudget ? "\nthe browser tests are over their budget" : ""}`);
console.log(
  `\ntests: ${passed} passed, ${failed} failed${flaky.length ? ` (${flaky.length} on a retry)` : ""}`,
);
process.exit(failed > 0 || broken || overBudget ? 1 : 0);

/** "suite file > test name: first line of its error" for each failed test of a vitest JSON report. */
function failedTests(suiteName, summary) {
  return summary.testResults.flatMap((file) => {
    const path = file.name.slice(root.length);
    const failedCases = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${suiteName} ${path} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    // A file that failed before any test ran (an import error, a hook) has no failed case of its own.
    if (file.status === "failed" && failedCases.length === 0)
      return [`${suiteName} ${path}: ${firstLine([file.message])}`];
    return failedCases;
  });
}

function firstLine(messages) {
  return (messages?.[0] ?? "").split("\n")[0].slice(0, 300);
}
