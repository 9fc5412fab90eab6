// One command for a newcomer: install, build what is stale, start the app on one URL.
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { pnpm } from "./pnpm.mjs";

const root = new URL("..", import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, time);
  }
  return newest;
}

function isStale(sourceDir, builtFile) {
  return !existsSync(builtFile) || newestMtime(sourceDir) > statSync(builtFile).mtimeMs;
}

if (!existsSync(join(root, "node_modules/.modules.yaml")))
  pnpm(["install", "--frozen-lockfile"], { cwd: root });
if (isStale(join(root, "web/src"), join(root, "web/dist/index.html"))) {
  pnpm(["--filter", "@incident-watch/web", "build"], { cwd: root });
}
if (isStale(join(root, "api/src"), join(root, "api/dist/main.js"))) {
  pnpm(["--filter", "@incident-watch/api...", "build"], { cwd: root });
}

const app = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
  cwd: join(root, "api"),
  stdio: "inherit",
  env: { NODE_ENV: "development", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.kill(signal));
app.on("exit", (code) => process.exit(code ?? 0));
