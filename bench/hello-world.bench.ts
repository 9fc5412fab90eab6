// How fast this machine is right now (`npm run bench:hello`): the API bench's Express 5 hello-world on core
// 0, autocannon on core 1 at 64 connections for BENCH_SECONDS (default 5). Printed beside a test run's
// times, so runs on machines of different speed (or the same machine on another day) can be compared.
import { readFileSync } from "node:fs";
import { loadScenario, pin, startHelloWorld } from "./load.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

console.log(`load average before: ${loadAverage()}`);
const hello = await startHelloWorld();
try {
  const pinned = pin(0, hello.pid) && pin(1, process.pid);
  const measured = await loadScenario(hello, { path: "/" }, { connections: 64, seconds: SECONDS });
  console.log(
    `Express 5 hello-world: ${Math.round(measured.requestsPerSecond).toLocaleString("en")} requests/s, ` +
      `p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.errors} errors${pinned ? "" : " (not pinned to cores)"}`,
  );
} finally {
  await hello.close();
}
console.log(`load average after: ${loadAverage()}`);
