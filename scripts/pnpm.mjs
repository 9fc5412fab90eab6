// Runs the project's pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
import { spawnSync } from "node:child_process";

export const PNPM_VERSION = "10.34.9";

export function pnpm(args, options = {}) {
  const result = spawnSync("npx", ["-y", `pnpm@${PNPM_VERSION}`, ...args], { stdio: "inherit", ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) pnpm(process.argv.slice(2));
