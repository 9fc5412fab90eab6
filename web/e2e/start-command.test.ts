import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../api/test/ports.js";
import { onThisMachine } from "../../api/test/slowness.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the README's start command", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "incident-watch-start-"));
  chmodSync(dataDir, 0o755);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "starts the app on an embedded database, serves the shell and stops cleanly",
    { timeout: onThisMachine(300_000) },
    async () => {
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_DB_PORT: String(await freePort()),
      };
      delete env.DATABASE_URL;
      delete env.NODE_ENV;
      const app = spawn("npm", ["start"], {
        cwd: root,
        env,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      app.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      app.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => app.on("exit", () => resolve()));
      try {
        const url = `http://127.0.0.1:${port}`;
        let ready: Response | undefined;
        for (let waited = 0; waited < 240_000 && !ready?.ok && app.exitCode === null; waited += 500) {
          ready = await fetch(`${url}/readyz`).catch(() => undefined);
          if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(ready?.status, output).toBe(200);
        expect(await ready!.json()).toMatchObject({ status: "ready" });
        expect(output).toContain(`http://localhost:${port}`);
        const page = await fetch(`${url}/mission`, { headers: { accept: "text/html" } });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
        expect(existsSync(join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
      } finally {
        if (groupAlive(app.pid!)) process.kill(-app.pid!, "SIGTERM");
      }
      await exited;
      // every process of the command ends, and the embedded server was stopped cleanly: its lock file is gone
      await expect.poll(() => groupAlive(app.pid!), { timeout: onThisMachine(30_000) }).toBe(false);
      expect(existsSync(join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
      expect(output).toContain("Shutting down");
    },
  );
});
