// The slow-machine rehearsal (docs/benchmarks.md, "The test suite and CI"): the whole test command with a
// busy loop on every core beside it, so a test that passes only on a fast or quiet machine fails here
// before it fails in CI. Passes the test command's status on; the loops end with it.
import { spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";

const BUSY_LOOP = "for (;;) Math.sqrt(Math.random());";
const loops = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ["-e", BUSY_LOOP], { stdio: "ignore" }),
);
const stopLoops = () => loops.forEach((loop) => loop.kill("SIGKILL"));
process.on("exit", stopLoops);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });

console.log(
  `rehearsal: ${loops.length} busy loops beside the tests; load average ${loadavg()[0].toFixed(2)} at the start`,
);
const tests = spawn(
  process.execPath,
  [new URL("test.mjs", import.meta.url).pathname, ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
tests.on("exit", (code, signal) => {
  console.log(`rehearsal: load average ${loadavg()[0].toFixed(2)} at the end`);
  process.exitCode = code ?? (signal ? 1 : 0);
  stopLoops();
});
