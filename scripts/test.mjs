// The whole test suite: shared rules, API against real PostgreSQL, web components, and the browser tests
// against the built app, held to their budget (browser-budget.mjs). Ends with one summary line: "tests: N
// passed, N failed".
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { calibrate, checkBrowserBudget, slownessOf } from "./browser-budget.mjs";
import { buildIfStale, installIfNeeded } from "./build.mjs";
import { PNPM_VERSION } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;
const reports = join(root, ".tmp/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

installIfNeeded();
buildIfStale();

const schema = { name: "schema", dir: "schema", args: [] };
const api = { name: "api", dir: "api", args: [] };
const web = { name: "web", dir: "web", args: ["--project", "unit", "--project", "unit-mocking"] };
// three browser-test files at a time: a file spends much of its time waiting (on its app, on timers, on the
// other file's Chromium), so two left the cores half idle (docs/benchmarks.md, "The test suite and CI")
const e2e = {
  name: "e2e",
  dir: "web",
  args: [
    "--project",
    "e2e",
    "--maxWorkers",
    process.env.E2E_WORKERS ?? "3",
    "--reporter=./e2e/flaky-reporter.ts",
  ],
};
// Two lanes side by side: the browser tests keep the cores busy less than half the time (they wait on their
// apps, timers and each other's Chromium), so the other suites run in that time instead of after it. The
// suites wait in one queue, the longest first, and a lane that is done takes the next: the short ones go to
// whichever of the two long ones ends first. Each lane's lines are marked with its suite's name.
// TEST_LANES=1 runs everything one after another.
const queue = [e2e, api, web, schema];
const laneCount = process.env.TEST_LANES === "1" ? 1 : 2;

const flakyReport = join(reports, "passed-on-retry.txt");
const suiteErrorsReport = join(reports, "suite-errors.txt");
const suiteErrorsReporter = join(root, "scripts/suite-errors-reporter.mjs");
const webglReport = join(reports, "webgl-canvases.txt");
// how fast this machine is now, for the browser tests' time budget
const calibrationMs = calibrate();
const started = performance.now();
const results = (await Promise.all(Array.from({ length: laneCount }, runLane))).flat();
// the machine may have slowed meanwhile (other work on the host, the rehearsal's loops): the budget follows
// the slower of the two measures, before the tests and after them
const slowestCalibrationMs = Math.max(calibrationMs, calibrate());

let passed = 0;
let failed = 0;
let broken = false;
const failures = [];
const budgetLines = [];
let overBudget = false;
for (const { suite, status, seconds } of results) {
  console.log(`⏱ ${suite.name} tests took ${Math.round(seconds)} s`);
  if (suite === e2e && existsSync(webglReport)) {
    const budget = checkBrowserBudget({
      seconds,
      calibrationMs: slowestCalibrationMs,
      reportFile: webglReport,
    });
    budgetLines.push(...budget.lines);
    overBudget = !budget.ok;
  }
  const report = reportFile(suite);
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    failures.push(...failedTests(suite.name, summary));
    // a file that failed outside its tests (a hook, an import) counts no failed test: the run still fails
    if ((status !== 0 || !summary.success) && summary.numFailedTests === 0) broken = true;
  } else if (status !== 0) broken = true;
}
console.log(`⏱ the suites took ${Math.round((performance.now() - started) / 1000)} s side by side`);
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

async function runLane() {
  const done = [];
  for (let suite = queue.shift(); suite; suite = queue.shift())
    done.push(await runSuite(suite, laneCount > 1));
  return done;
}

function reportFile(suite) {
  return join(reports, `${suite.name}.json`);
}

/** Runs one suite's vitest; its output line by line, marked with the suite's name when lanes share the log. */
function runSuite(suite, marked) {
  console.log(`\n▶ ${suite.name} tests`);
  const began = performance.now();
  const child = spawn(
    "npx",
    [
      "-y",
      `pnpm@${PNPM_VERSION}`,
      "exec",
      "vitest",
      "run",
      ...suite.args,
      "--reporter=default",
      `--reporter=${suiteErrorsReporter}`,
      "--reporter=json",
      `--outputFile.json=${reportFile(suite)}`,
    ],
    {
      cwd: join(root, suite.dir),
      stdio: marked ? ["ignore", "pipe", "pipe"] : "inherit",
      env: {
        ...process.env,
        FLAKY_REPORT: flakyReport,
        WEBGL_REPORT: webglReport,
        SUITE_ERRORS_REPORT: suiteErrorsReport,
        TEST_MACHINE_SLOWNESS: slownessOf(calibrationMs).toFixed(2),
      },
    },
  );
  if (marked) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      createInterface({ input: stream }).on("line", (line) => out.write(`[${suite.name}] ${line}\n`));
  }
  return new Promise((resolve) =>
    child.on("close", (code) =>
      resolve({ suite, status: code ?? 1, seconds: (performance.now() - began) / 1000 }),
    ),
  );
}

/** "suite file > test name: first line of its error" for each failed test of a vitest JSON report. */
function failedTests(suiteName, summary) {
  return summary.testResults.flatMap((file) => {
    const path = file.name.slice(root.length);
    const failedCases = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${suiteName} ${path} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    // A file that failed before any test ran (an import error, a hook) has no failed case of its own; a
    // hook's error inside a describe is not in the JSON report, but in the suite errors' report.
    if (file.status === "failed" && failedCases.length === 0) {
      const causes = suiteErrors(file.name);
      return (causes.length ? causes : [firstLine([file.message])]).map(
        (cause) => `${suiteName} ${path}: ${cause}`,
      );
    }
    return failedCases;
  });
}

/** The errors the suite errors' reporter wrote down for one test file. */
function suiteErrors(testFile) {
  if (!existsSync(suiteErrorsReport)) return [];
  return readFileSync(suiteErrorsReport, "utf8")
    .split("\n")
    .filter((line) => line.startsWith(`${testFile}\t`))
    .map((line) => line.slice(testFile.length + 1));
}

function firstLine(messages) {
  return (messages?.[0] ?? "").split("\n")[0].slice(0, 300);
}
