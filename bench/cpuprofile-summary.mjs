// Prints the functions with the most self time in a V8 .cpuprofile (node --cpu-prof), and the share of
// each package: `node bench/cpuprofile-summary.mjs FILE [TOP]`.
import { readFileSync } from "node:fs";

const [file, top = "30"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const node = byId.get(profile.samples[i]);
  selfMs.set(node.id, (selfMs.get(node.id) ?? 0) + profile.timeDeltas[i] / 1000);
}
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
const where = (url) =>
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
  (url.includes("/dist/") ? "app" : url ? "node" : "(vm)");
const functions = new Map();
const packages = new Map();
for (const [id, ms] of selfMs) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const name = `${functionName || "(anonymous)"} ${url ? `${url.split("/").slice(-2).join("/")}:${lineNumber + 1}` : ""}`;
  functions.set(name, (functions.get(name) ?? 0) + ms);
  packages.set(where(url), (packages.get(where(url)) ?? 0) + ms);
}
const line = ([name, ms]) =>
  `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`;
const idle = (functions.get("(idle) ") ?? 0) / total;
console.log(`${file}: ${(total / 1000).toFixed(1)} s sampled, ${(idle * 100).toFixed(0)} % idle\n`);
console.log("self time by package:");
for (const entry of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(line(entry));
console.log("\nfunctions with the most self time:");
for (const entry of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(line(entry));
