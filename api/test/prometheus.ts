import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closedPort } from "./tcp-relay.js";

/** Debian's Prometheus (`apt-get install prometheus`; .ci/run installs it when missing). */
export const PROMETHEUS_PATH = process.env.PROMETHEUS_PATH ?? "/usr/bin/prometheus";
export const PROMTOOL_PATH = process.env.PROMTOOL_PATH ?? "/usr/bin/promtool";

export interface Prometheus {
  /** Runs an instant query; its result vector or matrix. */
  query(expr: string): Promise<unknown[]>;
  /** Resolves once every target was scraped `count` times since this Prometheus started. */
  scrapedAtLeast(count: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A Prometheus of its own on a free loopback port, scraping `targets` ("127.0.0.1:port") every second with
 * a static configuration, its data in a temporary folder that stop() removes.
 */
export async function startPrometheus(targets: string[]): Promise<Prometheus> {
  if (!existsSync(PROMETHEUS_PATH))
    throw new Error(
      `Prometheus is not installed at ${PROMETHEUS_PATH}: install Debian's (apt-get install prometheus) ` +
        `or set PROMETHEUS_PATH`,
    );
  const dir = mkdtempSync(join(tmpdir(), "incident-watch-prometheus-"));
  const config = join(dir, "prometheus.yml");
  writeFileSync(
    config,
    [
      "global: { scrape_interval: 1s, evaluation_interval: 1s }",
      "scrape_configs:",
      "  - job_name: incident-watch",
      `    static_configs: [{ targets: [${targets.map((target) => `"${target}"`).join(", ")}] }]`,
    ].join("\n"),
  );
  const check = spawnSync(PROMTOOL_PATH, ["check", "config", config], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`promtool check config: ${check.stdout}${check.stderr}`);
  const port = await closedPort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    PROMETHEUS_PATH,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const query = async (expr: string) => {
    const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = (await response.json()) as { status: string; error?: string; data?: { result: unknown[] } };
    if (body.status !== "success") throw new Error(`${expr}: ${body.error}`);
    return body.data!.result;
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Prometheus exited: ${log}`);
    }
    const ready = await fetch(`${url}/-/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Prometheus not ready within 30 s: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const scrapedAtLeast = async (count: number) => {
    const until = Date.now() + 60_000;
    const fewest = async () => {
      const rows = (await query("count_over_time(up[5m])")) as { value: [number, string] }[];
      return rows.length ? Math.min(...rows.map((row) => Number(row.value[1]))) : 0;
    };
    while ((await fewest()) < count) {
      if (Date.now() > until) throw new Error(`fewer than ${count} scrapes of each target in 60 s: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  return { query, scrapedAtLeast, stop };
}

/** What `promtool check metrics` says of a scrape: empty when it finds nothing to fault. */
export function checkMetrics(exposition: string): string {
  const result = spawnSync(PROMTOOL_PATH, ["check", "metrics"], { input: exposition, encoding: "utf8" });
  return `${result.stdout}${result.stderr}`.trim();
}
