// What a Node process's heap holds: a heap snapshot taken on SIGUSR2 (the app started with
// --heapsnapshot-signal=SIGUSR2), summed by kind of object.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("../api", import.meta.url));

/** Asks the app for a heap snapshot and waits until its file is complete; returns the file's path. */
export async function takeHeapSnapshot(pid: number, timeoutMs = 120_000): Promise<string> {
  const before = new Set(readdirSync(apiDir));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + timeoutMs;
  let lastSize = -1;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const file = readdirSync(apiDir).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
    if (!file) continue;
    const size = statSync(join(apiDir, file)).size;
    // written in one go: a size that stopped growing is a finished file
    if (size > 0 && size === lastSize) return join(apiDir, file);
    lastSize = size;
  }
  throw new Error("The app wrote no heap snapshot in time");
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** The snapshot's self sizes by kind (constructor name for objects), largest first, as a Markdown table. */
export function heapSnapshotSummary(path: string, rows = 12): string {
  const heap = JSON.parse(readFileSync(path, "utf8")) as Snapshot;
  rmSync(path);
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((field) => fields.indexOf(field));
  const bySort = new Map<string, { bytes: number; count: number }>();
  let total = 0;
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    const type = types[heap.nodes[i + typeAt!]!]!;
    const kind = type === "object" ? heap.strings[heap.nodes[i + nameAt!]!]! : `(${type})`;
    const bytes = heap.nodes[i + sizeAt!]!;
    const entry = bySort.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += bytes;
    entry.count += 1;
    bySort.set(kind, entry);
    total += bytes;
  }
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const top = [...bySort].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, rows);
  return [
    `| kind | objects | self size |`,
    `| --- | ---: | ---: |`,
    ...top.map(([kind, { bytes, count }]) => `| ${kind} | ${count.toLocaleString("en")} | ${mib(bytes)} |`),
    `| **all** | | **${mib(total)}** |`,
  ].join("\n");
}
