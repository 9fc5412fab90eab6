// Vitest's JSON report keeps a test file's own error but not its suites': a `beforeAll` that failed inside a
// `describe` leaves the file failed with an empty message and its tests skipped. This reporter writes each
// such error to the file SUITE_ERRORS_REPORT names, one line each, for the test command's summary.
import { appendFileSync } from "node:fs";

export default class SuiteErrorsReporter {
  /** @param {import("vitest/node").TestSuite} testSuite */
  onTestSuiteResult(testSuite) {
    record(testSuite.module.moduleId, testSuite.fullName, testSuite.errors());
  }

  /** @param {import("vitest/node").TestModule} testModule */
  onTestModuleEnd(testModule) {
    record(testModule.moduleId, "", testModule.errors());
  }
}

/** "file<TAB>suite: Name: first line" for each error (the name says what kind when the message is empty). */
function record(moduleId, suiteName, errors) {
  const file = process.env.SUITE_ERRORS_REPORT;
  if (!file) return;
  for (const error of errors) {
    const firstLine = (error.message ?? "").split("\n").find((line) => line.trim()) ?? "";
    const where = suiteName ? `${suiteName}: ` : "";
    appendFileSync(file, `${moduleId}\t${where}${error.name ?? "Error"}: ${firstLine.slice(0, 300)}\n`);
  }
}
