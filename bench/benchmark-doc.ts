import { readFileSync, writeFileSync } from "node:fs";

const DOC = new URL("../docs/benchmarks.md", import.meta.url);

/**
 * Prints a benchmark's table and writes it, with its one-line account of the run, into docs/benchmarks.md
 * between `<!-- <name>:start -->` and `<!-- <name>:end -->` (appended when the markers are not there yet).
 */
export function writeBenchmarkSection(name: string, run: string, table: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = [start, run, "", table, end].join("\n");
  console.log(`\n${table}\n`);
  const doc = readFileSync(DOC, "utf8");
  const at = doc.indexOf(start);
  const updated =
    at >= 0
      ? doc.slice(0, at) + section + doc.slice(doc.indexOf(end) + end.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, updated);
  console.log(`written to docs/benchmarks.md`);
}
