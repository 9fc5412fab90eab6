import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import pg from "pg";
import { expect, inject } from "vitest";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { startMailbox, type Mailbox } from "./mailbox.js";
import { apiMain, startAppProcess, stopProcess, webDist, type AppProcess } from "./processes.js";
import { createTestDatabase } from "../../api/test/database.js";
import { onThisMachine } from "../../api/test/slowness.js";
import { webglCounter } from "./webglCount.js";
// declares the databaseServerUrl that the shared global set-up provides
import type {} from "../../api/test/global-setup.js";

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
    timeout: onThisMachine(30_000),
  });
}

/** Runs in the page: a canvas offers no WebGL context, as in a browser without it. */
function refuseWebGL() {
  const getContext = HTMLCanvasElement.prototype.getContext;
  const webglKinds = new Set(["webgl", "webgl2", "experimental-webgl"]);
  HTMLCanvasElement.prototype.getContext = function (
    this: HTMLCanvasElement,
    kind: string,
    ...rest: unknown[]
  ) {
    return webglKinds.has(kind)
      ? null
      : (Reflect.apply(getContext, this, [kind, ...rest]) as RenderingContext | null);
  } as typeof getContext;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * One Chromium for every test file a test worker runs. Starting one costs a second or more of CPU, and
 * its GPU process keeps the map's compiled shaders for the next file's pages; each file still gets fresh
 * contexts (their own storage and cookies), closed with the file. Playwright ends the browser when the
 * worker exits.
 */
function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchChromium().then((browser) => {
    browser.once("disconnected", () => (workerBrowser = undefined));
    return browser;
  });
  // a launch that failed is tried again by the next file
  workerBrowser.catch(() => (workerBrowser = undefined));
  return workerBrowser;
}

/**
 * A browser context's options; `webgl: false` takes WebGL away from its pages, as a browser without it would.
 * Drawing a map with software WebGL is most of what a browser test costs here, so a page whose map is not
 * under test shows the app's list instead (the file's default, `startE2E({ webgl })`).
 */
export type ContextOptions = BrowserContextOptions & { webgl?: boolean };

export interface E2E {
  /** The app's base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Connection string of this run's own database, for seeding and assertions. */
  databaseUrl: string;
  mailbox: Mailbox;
  /** A fresh browser context (its own storage and cookies), closed with the test file at the latest. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** A page in a fresh browser context. */
  newPage(options?: ContextOptions): Promise<Page>;
  /** Runs SQL against this run's database; the rows are unknown values unless the caller names their type. */
  sql<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Everything the app printed so far. */
  output(): string;
  /** Stops the app, runs `whileDown`, and starts it again on the same port and database. */
  restartApp(whileDown?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app (the built API and web app) on a free port with a fresh database and a real
 * SMTP mailbox, plus the worker's headless Chromium. close() closes the file's browser contexts, stops the
 * rest and drops the database.
 */
export async function startE2E(
  options: {
    env?: Record<string, string>;
    /** whether pages draw maps unless a context says */ webgl?: boolean;
  } = {},
): Promise<E2E> {
  if (!existsSync(`${webDist}/index.html`) || !existsSync(apiMain))
    throw new Error("Build the app first: npm run build");
  const database = await createTestDatabase(inject("databaseServerUrl"), inject("databaseTemplate"));
  const mailbox = await startMailbox();
  const startApp = (port?: number) =>
    startAppProcess({
      args: ["--enable-source-maps", apiMain],
      databaseUrl: database.url,
      env: { SMTP_URL: mailbox.url, LOG_LEVEL: "info", ...options.env },
      port,
    });
  let app: AppProcess | undefined;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // dropping the database ends a connection that is still closing; the pool reports that as its 'error'
  // event, which with no listener would crash the test run
  pool.on("error", () => undefined);
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();
  const webgl = webglCounter(relative(join(webDist, ".."), expect.getState().testPath ?? "unknown"));
  const close = async () => {
    await Promise.all([...contexts].map((context) => context.close()));
    webgl.report();
    if (app) await stopProcess(app.child);
    await pool.end();
    await mailbox.close();
    await database.drop();
  };
  try {
    app = await startApp();
    browser = await sharedBrowser();
  } catch (error) {
    await close();
    throw error;
  }
  const { url } = app!;
  // the app's service worker would answer requests that tests intercept or count: only the tests of the
  // installable app (app-and-push.test.ts) let it run
  const newContext = async ({
    webgl: drawsMaps = options.webgl ?? false,
    ...contextOptions
  }: ContextOptions = {}) => {
    const context = await browser!.newContext({ baseURL: url, serviceWorkers: "block", ...contextOptions });
    // playwright's waits and actions: 30 s on the reference machine
    context.setDefaultTimeout(onThisMachine(30_000));
    contexts.add(context);
    context.once("close", () => contexts.delete(context));
    if (drawsMaps) await webgl.watch(context);
    else await context.addInitScript(refuseWebGL);
    return context;
  };
  let earlierOutput = "";
  return {
    url,
    databaseUrl: database.url,
    mailbox,
    newContext,
    async newPage(contextOptions = {}) {
      return (await newContext(contextOptions)).newPage();
    },
    async sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await pool.query<T>(text, values)).rows;
    },
    output: () => earlierOutput + app!.output(),
    async restartApp(whileDown) {
      await stopProcess(app!.child);
      earlierOutput += app!.output();
      await whileDown?.();
      app = await startApp(Number(new URL(url).port));
    },
    close,
  };
}
