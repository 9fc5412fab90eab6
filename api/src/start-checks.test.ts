import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort } from "../test/ports.js";
import { loadConfig } from "./config.js";
import { embeddedDatabaseAccessProblem } from "./db/embedded.js";
import { checkBeforeStart } from "./start-checks.js";

const apiFolder = new URL("..", import.meta.url).pathname;
/** Never reached: every check comes before the database. */
const UNREACHABLE_DATABASE = "postgres://postgres@127.0.0.1:1/none";

/** `npm start`'s own entry point, from source, with only `env` (no setting of the test run's own). */
function startApp(env: Record<string, string>) {
  const app = spawn(join(apiFolder, "node_modules/.bin/tsx"), ["--conditions=source", "src/main.ts"], {
    cwd: apiFolder,
    env: { PATH: process.env.PATH!, NODE_ENV: "test", LOG_LEVEL: "info", ...env },
  });
  let stdout = "";
  let stderr = "";
  app.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  app.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    app.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

describe("the checks before the app starts", () => {
  const held: Server[] = [];
  const folders: string[] = [];

  /** A port another program listens on. */
  async function takenPort(): Promise<number> {
    const server = createServer();
    held.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as { port: number }).port;
  }

  afterEach(async () => {
    await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("refuses a second copy whose management port is taken, in one line, before saying it runs", async () => {
    const managementPort = await takenPort();
    const started = await startApp({
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      MANAGEMENT_PORT: String(managementPort),
      MANAGEMENT_HOST: "127.0.0.1",
      DATABASE_URL: UNREACHABLE_DATABASE,
    });
    expect(started.code).toBe(1);
    expect(started.stdout).not.toContain("running at");
    expect(started.stderr.trim()).toBe(
      `Cannot start: 127.0.0.1:${managementPort} (MANAGEMENT_PORT) is already in use, perhaps by another copy ` +
        `of Incident Watch; set MANAGEMENT_PORT to a free port (README, "Running a second copy").`,
    );
  });

  it("names every taken port, the embedded database's too, with the setting that moves it", async () => {
    const [port, databasePort] = [await takenPort(), await takenPort()];
    const config = loadConfig({
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      MANAGEMENT_PORT: "0",
      EMBEDDED_DB_PORT: String(databasePort),
    });
    await expect(checkBeforeStart(config)).rejects.toThrow(
      `127.0.0.1:${port} (PORT) and 127.0.0.1:${databasePort} (EMBEDDED_DB_PORT) are already in use`,
    );
    // with a database of its own, the embedded database's port is not the app's
    await expect(checkBeforeStart({ ...config, databaseUrl: UNREACHABLE_DATABASE })).rejects.toThrow(
      /set PORT to a free port/,
    );
  });

  // only root runs the embedded database as another user
  it.skipIf(process.getuid?.() !== 0)(
    "as root, refuses the embedded database in a folder other users cannot enter, and says what to do",
    async () => {
      const home = mkdtempSync(join(tmpdir(), "iw-private-"));
      folders.push(home);
      chmodSync(home, 0o700);
      const started = await startApp({
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
        MANAGEMENT_PORT: "0",
        EMBEDDED_DB_PORT: String(await freePort()),
        DATA_DIR: join(home, "data"),
      });
      expect(started.code).toBe(1);
      expect(started.stderr.trim()).toMatch(
        /^Cannot start: run as root, the embedded PostgreSQL runs as the user "\w+", who cannot reach .*\/data\. Clone the project into a folder every user may enter \(not \/root\), start it as a user other than root, or set DATABASE_URL to a PostgreSQL server of your own\.$/,
      );
    },
  );

  it.skipIf(process.getuid?.() !== 0)(
    "as root, lets the embedded database start in a folder anyone may enter",
    async () => {
      const open = mkdtempSync(join(tmpdir(), "iw-open-"));
      folders.push(open);
      chmodSync(open, 0o755);
      mkdirSync(join(open, "data"));
      expect(await embeddedDatabaseAccessProblem(join(open, "data"))).toBeUndefined();
      chmodSync(open, 0o700);
      expect(await embeddedDatabaseAccessProblem(join(open, "data"))).toContain(
        `reach ${join(open, "data")}.`,
      );
    },
  );
});
