import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import { onThisMachine } from "../api/test/slowness.ts";
import { catalogs } from "./vite/catalogPlugin.ts";
import { embedPage } from "./vite/embedPagePlugin.ts";
import { featureIndexes } from "./vite/featureIndexPlugin.ts";
import { graphqlDocuments } from "./vite/graphqlDocumentsPlugin.ts";
import { precompress } from "./vite/precompressPlugin.ts";
import { quietBuildLogger } from "./vite/quietBuildLogger.ts";
import { SERVICE_WORKER_ENTRY, serviceWorker } from "./vite/serviceWorkerPlugin.ts";
import { worldLabels } from "./vite/worldLabelsPlugin.ts";
import { worldTilesPlugin } from "./vite/worldTilesPlugin.ts";

const api = "http://127.0.0.1:3000";

/**
 * Component tests that replace a module (vi.mock) need a module registry of their own; every other one
 * shares its worker's, which saves loading React, Apollo and jsdom's setup again for each file.
 */
const MOCKING_TESTS = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(join("src", file), "utf8").includes("vi.mock("))
  .map((file) => `src/${file}`);
const FRAMEWORK =
  /node_modules[\\/]\.pnpm[\\/](react-router|react-router-dom|cookie|set-cookie-parser|@apollo\+client|rxjs|optimism|@wry\+[a-z]+|tslib)@/;

const EVERY_PAGE_SCHEMA = /schema[\\/]src[\\/](incident-kinds|instant)\.ts$/;
// the page shell's small parts that both entries (the app and the embeddable map) run: cut out of the app's
// entry into little files of their own they would compress worse and cost requests
const SHARED_SHELL =
  /src[\\/](app[\\/](lazyWithTimeout|ErrorBoundary|FatalErrorBoundary|PageLoading|socketStatus|offlineCopy)|lib[\\/](fetchWithTimeout|useDocumentTitle))\.tsx?$/;

export default defineConfig({
  // one summary line for the files a build writes, not one a file (3,000 and more basemap tiles)
  customLogger: quietBuildLogger(),
  plugins: [
    react(),
    catalogs(),
    embedPage(),
    featureIndexes(),
    graphqlDocuments(),
    worldTilesPlugin(),
    worldLabels(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    // @incident-watch/schema ships TypeScript source under the "source" condition
    conditions: ["source", ...defaultClientConditions],
  },
  ssr: {
    resolve: { conditions: ["source", ...defaultServerConditions] },
  },
  server: {
    proxy: {
      "/graphql": { target: api, ws: true },
      "/api": { target: api },
    },
  },
  build: {
    // the polyfill is an inline script, which the Content-Security-Policy forbids
    modulePreload: { polyfill: false },
    assetsDir: "assets",
    sourcemap: true,
    // the chunks over Vite's 500 kB load only where they are needed: the map's MapLibre (1.1 MB), the
    // research explorer's GraphiQL and Monaco (1 and 2.8 MB); a page's first load has its own test
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      checks: {
        // "use no memo" at the top of React Compiler's runtime and GraphiQL's files: theirs, and harmless
        moduleLevelDirective: false,
        // the slowest plugins' times, printed after every build: a profiling aid, not a problem
        bundlerTimings: false,
      },
      // the research API explorer is a page of its own (served at /graphql), so the app never loads it;
      // the embeddable map too (served at /embed), which shares the map's chunks but not the app's shell;
      // and the app's service worker, at the site's root (/sw.js) so that its scope is the whole site
      input: { main: "index.html", explorer: "graphiql.html", embed: "embed.html", sw: SERVICE_WORKER_ENTRY },
      output: {
        entryFileNames: (chunk) => (chunk.name === "sw" ? "sw.js" : "assets/[name]-[hash].js"),
        // What every page runs (React, the router, Apollo Client and what they use) is one file: left to
        // itself the bundler cuts it into many small shared chunks, which compress worse and cost requests
        codeSplitting: {
          // the kinds' labels (a few hundred bytes) are read on every page: left out, they become a chunk
          // of their own whenever pages share them in a new way
          groups: [
            {
              name: "framework",
              test: (id) => FRAMEWORK.test(id) || EVERY_PAGE_SCHEMA.test(id) || SHARED_SHELL.test(id),
            },
          ],
        },
      },
    },
  },
  test: {
    // two test files at a time, on the two cores CI has
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "vite/**/*.test.ts"],
          exclude: MOCKING_TESTS,
          setupFiles: ["./src/test/setup.ts"],
          restoreMocks: true,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "unit-mocking",
          environment: "jsdom",
          include: MOCKING_TESTS,
          setupFiles: ["./src/test/setup.ts"],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          // builds what is stale, then the api tests' database server set-up
          globalSetup: ["e2e/global-setup.ts"],
          // every bound as long on a slow machine as on the reference one (api/test/slowness.ts)
          testTimeout: onThisMachine(120_000),
          hookTimeout: onThisMachine(300_000),
          // a page waited for by polling gets as long as playwright's own waits: two browsers share two cores
          expect: { poll: { timeout: onThisMachine(10_000) } },
          // software WebGL on two shared cores has slow spells: a failed browser test runs once more, and
          // the run's summary names every test that passed only then (e2e/flaky-reporter.ts)
          retry: 1,
          pool: "forks",
          // each file starts its own app and database, and a worker's files share its Chromium (e2e/harness.ts);
          // the test command runs three files at a time: each waits on its app, its browser or a timer much
          // of the time (scripts/test.mjs)
          isolate: false,
        },
      },
      {
        extends: true,
        // docs/screenshots, made on request (npm run screenshots); not part of the test suite
        test: {
          name: "screenshots",
          environment: "node",
          include: ["e2e/*.shots.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: "forks",
        },
      },
    ],
  },
});
