import { createServer } from "node:net";
import type { Config } from "./config.js";
import { embeddedDatabaseAccessProblem } from "./db/embedded.js";
import { StartRefused } from "./start-refused.js";

/** Whether nothing listens on host:port now (0 = any free port, always free). */
function portFree(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Every port this instance will listen on, with the setting that moves it. */
function portsOf(config: Config): Array<{ setting: string; port: number; host: string }> {
  return [
    { setting: "PORT", port: config.port, host: config.host },
    ...(config.managementPort > 0
      ? [{ setting: "MANAGEMENT_PORT", port: config.managementPort, host: config.managementHost }]
      : []),
    ...(config.databaseUrl
      ? []
      : [{ setting: "EMBEDDED_DB_PORT", port: config.embeddedDatabasePort, host: "127.0.0.1" }]),
  ];
}

/**
 * Before anything starts: every port is free (a second copy on one host used to announce itself, then
 * die on the management port), and the embedded database's user can reach its binaries and data.
 */
export async function checkBeforeStart(config: Config): Promise<void> {
  const taken = [];
  for (const entry of portsOf(config)) if (!(await portFree(entry.port, entry.host))) taken.push(entry);
  if (taken.length > 0) {
    const where = taken.map(({ setting, port, host }) => `${host}:${port} (${setting})`).join(" and ");
    const settings = taken.map(({ setting }) => setting).join(" and ");
    throw new StartRefused(
      `Cannot start: ${where} ${taken.length > 1 ? "are" : "is"} already in use, perhaps by another copy ` +
        `of Incident Watch; set ${settings} to a free port (README, "Running a second copy").`,
    );
  }
  if (!config.databaseUrl) {
    const problem = await embeddedDatabaseAccessProblem(config.dataDir);
    if (problem) throw new StartRefused(`Cannot start: ${problem}`);
  }
}
