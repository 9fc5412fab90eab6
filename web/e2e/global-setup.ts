import type { TestProject } from "vitest/node";
import setupDatabase from "../../api/test/global-setup.js";
import { buildIfStale } from "../../scripts/build.mjs";

/**
 * The browser tests run the app as it ships: the built web app and the api's dist/main.js, built here
 * when their sources changed since the last build (npm test has built them already). Then the same
 * database server set-up as the api tests: TEST_DATABASE_URL, else an embedded PostgreSQL.
 */
export default function setup(project: TestProject) {
  buildIfStale();
  return setupDatabase(project);
}
