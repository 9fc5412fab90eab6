import { readFileSync, writeFileSync } from "node:fs";

const DOC = new URL("../docs/benchmarks.md", import.meta.url);

/**
 * Prints a benchmark's table and writes it, with its one-line account of the run, into docs/benchmarks.md
 * between `<!-- <name>:start -->` and `<!-- <name>:end -->` (appended when the markers are not there yet).
 * The run it replaces stays below it, marked `<!-- <name>:previous -->`, so the figures before a change sit
 * beside those after it. A quick run (`write: false`) is only printed.
 */
export function writeBenchmarkSection(name: string, run: string, table: string, write = true): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const previousMark = `<!-- ${name}:previous -->`;
  console.log(`\n${run}\n\n${table}\n`);
  if (!write) return console.log("a quick run (BENCH_ONLY): docs/benchmarks.md left as it was");
  const doc = readFileSync(DOC, "utf8");
  const at = doc.indexOf(start);
  const kept =
    at >= 0
      ? doc
          .slice(at + start.length, doc.indexOf(end))
          .split(previousMark)[0]!
          .trim()
      : "";
  const previous = kept ? ["", previousMark, "", `Previous run, for comparison — ${kept}`] : [];
  const section = [start, run, "", table, ...previous, end].join("\n");
  const updated =
    at >= 0
      ? doc.slice(0, at) + section + doc.slice(doc.indexOf(end) + end.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, updated);
  console.log(`written to docs/benchmarks.md`);
}
