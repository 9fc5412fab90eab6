// One command for a newcomer: install (again when the lockfile changed), build what is stale, start the app.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfStale, installIfNeeded } from "./build.mjs";

const root = new URL("..", import.meta.url).pathname;

installIfNeeded();
buildIfStale();

// from the repository's root, as npm runs scripts: a relative DATA_DIR is taken from there
const app = spawn(process.execPath, ["--enable-source-maps", join(root, "api/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "development", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.kill(signal));
app.on("exit", (code) => process.exit(code ?? 0));
