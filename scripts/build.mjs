// Installs the dependencies when the lockfile changed since the last install, and builds the web app and
// the api when their sources changed since the last build.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pnpm } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;

function newestMtime(dir) {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(sourceDirs, builtFile) {
  if (!existsSync(builtFile)) return true;
  const built = statSync(builtFile).mtimeMs;
  return sourceDirs.some((dir) => newestMtime(join(root, dir)) > built);
}

/**
 * True when node_modules is missing or was installed from another lockfile: pnpm keeps a copy of the
 * lockfile it installed from (node_modules/.pnpm/lock.yaml), so a pull that changed pnpm-lock.yaml shows.
 */
export function installIsStale(dir = root) {
  const installed = join(dir, "node_modules/.pnpm/lock.yaml");
  if (!existsSync(join(dir, "node_modules/.modules.yaml")) || !existsSync(installed)) return true;
  return !readFileSync(installed).equals(readFileSync(join(dir, "pnpm-lock.yaml")));
}

export function installIfNeeded() {
  if (installIsStale()) pnpm(["install", "--frozen-lockfile"], { cwd: root });
}

export function buildIfStale() {
  // a build started from a test run must still be the production build (vitest sets NODE_ENV=test, which
  // would give React's development build)
  const { NODE_ENV: _ignored, ...env } = process.env;
  const webSources = ["web/src", "web/public", "web/vite", "web/vite.config.ts", "schema/src"];
  if (isStale(webSources, join(root, "web/dist/index.html"))) {
    // with the shared code it uses, built first: the build's own plugins import it (the locales)
    pnpm(["--filter", "@incident-watch/web...", "build"], { cwd: root, env });
  }
  buildApiIfStale();
}

/** Builds the api (and the shared code it uses) when their sources changed since its last build. */
export function buildApiIfStale() {
  const { NODE_ENV: _ignored, ...env } = process.env;
  if (isStale(["api/src", "schema/src"], join(root, "api/dist/main.js"))) {
    pnpm(["--filter", "@incident-watch/api...", "build"], { cwd: root, env });
  }
}
