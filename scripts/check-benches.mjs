// The benchmarks are run by hand, not by the tests: this checks that each still resolves (every import
// names an export that exists), so a refactoring that breaks one fails CI instead of the next measurement.
// Each bench is bundled by esbuild (tsx's, which runs them) with the packages left out, and written nowhere.
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const esbuild = createRequire(createRequire(join(root, "web/package.json")).resolve("tsx/package.json"))(
  "esbuild",
);
const benches = readdirSync(join(root, "bench")).filter((name) => name.endsWith(".bench.ts"));
const built = esbuild.build({
  entryPoints: benches.map((name) => join(root, "bench", name)),
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  write: false,
  outdir: join(root, ".tmp/bench-check"),
  logLevel: "error",
});
// esbuild has printed each error with its file and line; warnings do not fail the check
await built.catch(() => process.exit(1));
process.stdout.write(`${benches.length} benchmarks resolve\n`);
