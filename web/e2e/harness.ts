import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { inject } from "vitest";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { startMailbox, type Mailbox } from "./mailbox.js";
import { freePort, stopProcess, waitForReady } from "./processes.js";
import { createTestDatabase } from "../../api/test/database.js";
// declares the databaseServerUrl that the shared global set-up provides
import type {} from "../../api/test/global-setup.js";

const apiDir = fileURLToPath(new URL("../../api", import.meta.url));
const webDist = fileURLToPath(new URL("../dist", import.meta.url));

/** Debian's Chromium, headless, offline-friendly, with software WebGL for the map. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--enable-unsafe-swiftshader",
  "--use-angle=swiftshader",
  "--enable-webgl",
  "--ignore-gpu-blocklist",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

export interface E2E {
  /** The app's base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Connection string of this run's own database, for seeding and assertions. */
  databaseUrl: string;
  mailbox: Mailbox;
  browser: Browser;
  /** A page in a fresh browser context (its own storage and cookies). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Runs SQL against this run's database. */
  sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Everything the app printed so far. */
  output(): string;
  close(): Promise<void>;
}

/**
 * The real app (API from source, the built web app) on a free port with a fresh database and a real
 * SMTP mailbox, plus a headless Chromium. close() stops all of it and drops the database.
 */
export async function startE2E(options: { env?: Record<string, string> } = {}): Promise<E2E> {
  if (!existsSync(`${webDist}/index.html`))
    throw new Error("Build the web app first: pnpm --filter web build");
  const database = await createTestDatabase(inject("databaseServerUrl"));
  const mailbox = await startMailbox();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const server = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATABASE_URL: database.url,
      WEB_DIST: webDist,
      SEED_DEMO: "false",
      SMTP_URL: mailbox.url,
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await stopProcess(server);
    await pool.end();
    await mailbox.close();
    await database.drop();
  };
  try {
    await waitForReady(url, server, () => log);
    browser = await launchChromium();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    databaseUrl: database.url,
    mailbox,
    browser,
    async newPage(contextOptions = {}) {
      const context = await browser!.newContext({ baseURL: url, ...contextOptions });
      return context.newPage();
    },
    async sql(text, values) {
      return (await pool.query(text, values)).rows;
    },
    output: () => log,
    close,
  };
}
