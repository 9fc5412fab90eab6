import { createRequire } from "node:module";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { onThisMachine } from "./test/slowness.js";

// graphql 16 ships CommonJS (main) and ESM (module); Node loads the former for every package, so the
// tests must too, or schemas built by type-graphql and our validate() come from two realms.
const graphqlMain = createRequire(import.meta.url).resolve("graphql");

const TIMING_TESTS = ["src/modules/forum/rendering/render-speed.test.ts"];

/**
 * The timing files first: a project of their own would otherwise run after every other file (projects
 * sort by name) and keep one core busy alone at the end of the run.
 */
class TimingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const timing = (file: TestSpecification) => file.project.name === "api-timing";
    return [...sorted.filter(timing), ...sorted.filter((file) => !timing(file))];
  }
}

export default defineConfig({
  resolve: { conditions: ["source"], alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup.ts"],
    // as long on a slow machine as on the reference one (test/slowness.ts)
    testTimeout: onThisMachine(30_000),
    hookTimeout: onThisMachine(120_000),
    pool: "forks",
    maxWorkers: 2,
    sequence: { sequencer: TimingFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: TIMING_TESTS,
          // Each file starts its own app on its own database, so files share nothing but the loaded
          // modules: one import of the app per worker instead of one per file, and two files at a time
          // (they mostly wait on PostgreSQL).
          isolate: false,
        },
      },
      {
        extends: true,
        // Files that time the renderer get a process of their own: in a shared one, the collector's pauses
        // grow with the heap every earlier file left, not with the text being timed. The collector runs on
        // the main thread, so the process's processor time is the render's, collection included.
        test: { name: "api-timing", include: TIMING_TESTS, execArgv: ["--single-threaded-gc"] },
      },
    ],
  },
});
