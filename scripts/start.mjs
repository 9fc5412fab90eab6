// One command for a newcomer: install, build what is stale, start the app on one URL.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfStale, installIfNeeded } from "./build.mjs";

const root = new URL("..", import.meta.url).pathname;

installIfNeeded();
buildIfStale();

const app = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
  cwd: join(root, "api"),
  stdio: "inherit",
  env: { NODE_ENV: "development", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.kill(signal));
app.on("exit", (code) => process.exit(code ?? 0));
