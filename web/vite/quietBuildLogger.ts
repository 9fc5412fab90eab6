import { createLogger, type Logger } from "vite";

// a file the build wrote, as the reporter lists it: "dist/assets/x-1a2b.js  12.34 kB │ gzip: 4.56 kB"
const FILE_LINE = /^\s*dist\/(\S+)\s+([\d.,]+)\s*(B|kB|MB)\b/;
const UNITS: Record<string, number> = { B: 1, kB: 1000, MB: 1000 * 1000 };
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/** What the build wrote, told in one line instead of a line a file: "3,412 files in dist (9.8 MB): …". */
export function filesSummary(files: { path: string; bytes: number }[]): string {
  const byKind = new Map<string, number>();
  for (const { path } of files) {
    const kind = /\/world-[0-9a-f]+\//.test(path)
      ? "map tiles"
      : (/\.([a-z0-9]+)$/i.exec(path)?.[1] ?? "other");
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  const megabytes = files.reduce((sum, file) => sum + file.bytes, 0) / 1e6;
  const kinds = [...byKind]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${count.toLocaleString("en")} ${kind}`)
    .join(", ");
  return `${files.length.toLocaleString("en")} files in dist (${megabytes.toFixed(1)} MB): ${kinds}`;
}

/**
 * The build's logger: the reporter's line for each file it wrote (3,000 and more, most of them the
 * basemap's tiles) becomes one summary line, told before "built in"; everything else, warnings above all,
 * goes through as vite writes it.
 */
export function quietBuildLogger(base: Logger = createLogger()): Logger {
  let files: { path: string; bytes: number }[] = [];
  const summarise = () => {
    if (files.length > 0) base.info(filesSummary(files));
    files = [];
  };
  return {
    ...base,
    info(message, options) {
      const kept: string[] = [];
      for (const line of message.split("\n")) {
        const file = FILE_LINE.exec(line.replace(ANSI, ""));
        if (file)
          files.push({ path: file[1]!, bytes: Number(file[2]!.replace(/,/g, "")) * UNITS[file[3]!]! });
        else kept.push(line);
      }
      if (kept.some((line) => /built in/.test(line))) summarise();
      if (kept.some((line) => line.replace(ANSI, "").trim() !== "")) base.info(kept.join("\n"), options);
    },
  };
}
