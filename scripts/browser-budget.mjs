// The browser tests' budget (docs/benchmarks.md, "The test suite and CI"). Software WebGL is most of what a
// browser test costs on these machines, so the run is held to two measures: the WebGL canvases its pages
// drew into (exact, the same on any machine), and its wall time scaled by how fast this machine is at the
// moment, both with a wide margin. A new test that draws the map ten times, or waits in a loop, shows at once.
import { readFileSync } from "node:fs";

/** Set by the measured run in docs/benchmarks.md; the limits are these times the margin. */
// canvases: the 2026-11-26 06:33 run (91 first attempts; its two retried tests drew two more); seconds: 2026-11-25
const MEASURED = { canvases: 91, seconds: 464, calibrationMs: 65 };
const MARGIN = { canvases: 1.25, seconds: 2 };

/**
 * Milliseconds this machine takes, right now, for a fixed piece of JavaScript work (objects made, sorted
 * and serialised): the best of five, so one pause of the machine does not count.
 */
export function calibrate() {
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    const rows = Array.from({ length: 60_000 }, (_, index) => ({
      id: index,
      title: `incident ${(index * 7919) % 60_000}`,
      at: [index % 90, index % 180],
    }));
    rows.sort((a, b) => a.title.localeCompare(b.title));
    JSON.parse(JSON.stringify(rows));
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * How many times slower than the measured run's machine this one is (at least 1): the tests' bounds on a
 * wait (an app's start, a browser's launch, a polled page) are that many times longer, so a slow machine
 * does not fail a test that a fast one passes.
 */
export function slownessOf(calibrationMs) {
  return Math.max(1, calibrationMs / MEASURED.calibrationMs);
}

/** Lines that say how the browser tests did against their budget, and whether they kept to it. */
export function checkBrowserBudget({ seconds, calibrationMs, reportFile }) {
  const files = readFileSync(reportFile, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [count, file, chromium] = line.split("\t");
      return { canvases: Number(count), file, chromium: Number(chromium ?? 0) };
    });
  const canvases = files.reduce((sum, { canvases }) => sum + canvases, 0);
  const canvasLimit = Math.round(MEASURED.canvases * MARGIN.canvases);
  const speed = calibrationMs / MEASURED.calibrationMs;
  const secondLimit = Math.round(MEASURED.seconds * speed * MARGIN.seconds);
  const lines = [
    `browser tests drew ${canvases} WebGL canvases (budget ${canvasLimit})`,
    `browser tests took ${Math.round(seconds)} s (budget ${secondLimit} s: this machine ran the ` +
      `calibration in ${Math.round(calibrationMs)} ms, ${speed.toFixed(2)}× the measured run's)`,
    ...chromiumLines(files),
  ];
  return { lines, ok: canvases <= canvasLimit && seconds <= secondLimit };
}

/** Chromium's processor seconds in all and per file, the costliest first: where a test's browser time goes. */
function chromiumLines(files) {
  const total = files.reduce((sum, { chromium }) => sum + chromium, 0);
  if (total === 0) return [];
  const costliest = [...files].sort((a, b) => b.chromium - a.chromium).slice(0, 12);
  return [
    `Chromium used ${Math.round(total)} CPU-s in ${files.length} files; the most:`,
    ...costliest.map(
      ({ file, chromium, canvases }) =>
        `  ${chromium.toFixed(0).padStart(5)} CPU-s  ${String(canvases).padStart(3)} canvases  ${file}`,
    ),
  ];
}
