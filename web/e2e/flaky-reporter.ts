import { appendFileSync } from "node:fs";
import type { Reporter, TestCase } from "vitest/node";

/**
 * Names the browser tests that failed once and passed on their retry, in the output and in the file
 * FLAKY_REPORT names (the test command's summary counts them) with what their first attempt failed on, so
 * a test that grows unreliable shows.
 */
export default class FlakyReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    const name = `${testCase.module.moduleId.split("/web/").pop()} > ${testCase.fullName}`;
    // what the first attempt failed on, so a flaky test can be mended from one run's output
    const cause = testCase.result().errors?.[0]?.message?.split("\n")[0] ?? "unknown";
    console.warn(`⚠ passed only on its retry: ${name}\n  first attempt: ${cause}`);
    if (process.env.FLAKY_REPORT)
      appendFileSync(process.env.FLAKY_REPORT, `${name} (first attempt: ${cause})\n`);
  }
}
