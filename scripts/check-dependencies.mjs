// One way between the API's domain modules (decision 104): fails when two modules of api/src/modules import
// each other, listing the files on both sides, and when a transport layer (graphql/, http/) imports a domain
// module rather than the registry beside them. Run by `npm run lint`. Tests are left out: a test may set up
// another module's rows.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "api/src");
const modulesDir = join(src, "modules");
const TRANSPORT = ["graphql", "http"];

// Pairs that still import each other. Each is to be removed, not added to.
const KNOWN_TWO_WAY = [];

const IMPORTS = [
  /\bfrom\s*["'](\.[^"']+)["']/g,
  /\bimport\s*\(\s*["'](\.[^"']+)["']\s*\)/g,
  /^\s*import\s*["'](\.[^"']+)["']/gm,
];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The domain module a path is in ("forum"), or null outside one (the registry files beside them). */
function moduleOf(path) {
  const parts = relative(modulesDir, path).split(sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : null;
}

/** The top folder of api/src a path is in ("graphql"). */
const layerOf = (path) => relative(src, path).split(sep)[0];

/** "from -> to" for every pair of modules with an import between them, with the importing files. */
const edges = new Map();
const transport = new Map();
for (const file of sourceFiles(src)) {
  const text = readFileSync(file, "utf8");
  for (const pattern of IMPORTS) {
    for (const match of text.matchAll(pattern)) {
      const target = resolve(dirname(file), match[1]);
      const from = moduleOf(file);
      const to = moduleOf(target);
      if (!to || from === to) continue;
      const name = relative(root, file);
      if (from) {
        const key = `${from} -> ${to}`;
        edges.set(key, (edges.get(key) ?? new Set()).add(name));
      } else if (TRANSPORT.includes(layerOf(file))) {
        const key = `${layerOf(file)} -> ${to}`;
        transport.set(key, (transport.get(key) ?? new Set()).add(name));
      }
    }
  }
}

const samePair = ([a, b], [x, y]) => (a === x && b === y) || (a === y && b === x);
const twoWay = [];
for (const key of [...edges.keys()].sort()) {
  const [from, to] = key.split(" -> ");
  if (from < to && edges.has(`${to} -> ${from}`)) twoWay.push([from, to]);
}
const offending = twoWay.filter((pair) => !KNOWN_TWO_WAY.some((known) => samePair(pair, known)));

for (const known of KNOWN_TWO_WAY) {
  if (!twoWay.some((pair) => samePair(pair, known))) {
    console.warn(`${known.join(" and ")} no longer import each other: remove them from KNOWN_TWO_WAY.`);
  }
}

if (offending.length > 0) {
  console.error(
    "Modules must depend one way (docs/decisions/104-one-way-modules.md); these import each other:",
  );
  for (const [a, b] of offending) {
    for (const key of [`${a} -> ${b}`, `${b} -> ${a}`]) {
      console.error(`\n  ${key}:`);
      for (const file of [...edges.get(key)].sort()) console.error(`    ${file}`);
    }
  }
  process.exitCode = 1;
}

// The transport knows no domain: what it needs of one comes through the registry (AppModule's hooks)
if (transport.size > 0) {
  console.error("The transport imports no domain module (docs/decisions/104-one-way-modules.md); these do:");
  for (const [key, files] of [...transport].sort()) {
    console.error(`\n  ${key}:`);
    for (const file of [...files].sort()) console.error(`    ${file}`);
  }
  process.exitCode = 1;
}
