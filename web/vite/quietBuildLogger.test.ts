import type { Logger } from "vite";
import { describe, expect, it } from "vitest";
import { filesSummary, quietBuildLogger } from "./quietBuildLogger";

/** A logger that keeps what it was given, as the terminal would show it. */
function recording() {
  const lines: string[] = [];
  const keep = (message: string) => void lines.push(message);
  const base = { info: keep, warn: keep, warnOnce: keep, error: keep } as unknown as Logger;
  return { base, lines };
}

const tile = (n: number) =>
  `\x1b[2mdist/\x1b[22m\x1b[32massets/world-1a2b3c4d5e/6/${n}/20.pbf  \x1b[39m\x1b[1m\x1b[2m  1.50 kB\x1b[22m\x1b[1m\x1b[22m`;

describe("quietBuildLogger", () => {
  it("tells the files the build wrote in one line before it says it is built, not a line a file", () => {
    const { base, lines } = recording();
    const logger = quietBuildLogger(base);
    logger.info("vite v8.3.8 building client environment for production...");
    for (let n = 0; n < 3120; n++) logger.info(tile(n));
    logger.info("dist/assets/index-3f9a.js  612.40 kB │ gzip: 190.10 kB │ map: 2,400.00 kB");
    logger.info("dist/index.html  2.10 kB │ gzip: 0.90 kB");
    logger.info("✓ built in 95.20s");
    expect(lines).toEqual([
      "vite v8.3.8 building client environment for production...",
      "3,122 files in dist (5.3 MB): 3,120 map tiles, 1 js, 1 html",
      "✓ built in 95.20s",
    ]);
  });

  it("lets warnings through as vite writes them", () => {
    const { base, lines } = recording();
    quietBuildLogger(base).warn("(!) Some chunks are larger than 500 kB after minification.");
    expect(lines).toEqual(["(!) Some chunks are larger than 500 kB after minification."]);
  });
});

describe("filesSummary", () => {
  it("counts the files by kind, the most first", () => {
    expect(
      filesSummary([
        { path: "assets/a.js", bytes: 1_500_000 },
        { path: "assets/b.js", bytes: 500_000 },
        { path: "assets/c.css", bytes: 0 },
      ]),
    ).toBe("3 files in dist (2.0 MB): 2 js, 1 css");
  });
});
