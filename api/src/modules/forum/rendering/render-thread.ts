import { Worker } from "node:worker_threads";
import type { QuotedPosts } from "./quotes.js";

export interface RenderJob {
  id: number;
  markdown: string;
  /** Lower-cased username → username, for the mentioned members that exist. */
  users: ReadonlyMap<string, string>;
  quotes: QuotedPosts;
}

export interface RenderAnswer {
  html: string;
  /** Lower-cased usernames the rendering linked. */
  mentioned: string[];
  /** How long the render took on its thread, in ms. */
  ms: number;
}

type Pending = { resolve(answer: RenderAnswer): void; reject(error: Error): void };

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let lastId = 0;

/**
 * One thread, beside the event loop, that renders Markdown: a long post (32,000 characters of table rows
 * take about 100 ms) then delays nobody else's request. Started at the first render; it does not keep
 * the process alive while idle, and a thread that dies fails its renders and is started again next time.
 */
function renderThread(): Worker {
  if (worker) return worker;
  const started = import.meta.url.endsWith(".ts")
    ? // run from the sources (tests, the browser tests' app): the thread compiles TypeScript as tsx does
      new Worker(
        `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(
          new URL("./render-worker.ts", import.meta.url).href,
        )}); })`,
        { eval: true },
      )
    : new Worker(new URL("./render-worker.js", import.meta.url));
  started.unref();
  started.on("message", (message: { id: number; error?: string } & RenderAnswer) => {
    const job = pending.get(message.id);
    pending.delete(message.id);
    if (pending.size === 0) started.unref();
    if (message.error !== undefined) job?.reject(new Error(message.error));
    else job?.resolve({ html: message.html, mentioned: message.mentioned, ms: message.ms });
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on("error", fail);
  started.on("exit", (code) => fail(new Error(`The render thread stopped (exit code ${code})`)));
  worker = started;
  return started;
}

/** Renders a post's Markdown on the render thread, with the lookups made beforehand. */
export function renderOnThread(
  markdown: string,
  users: ReadonlyMap<string, string>,
  quotes: QuotedPosts,
): Promise<RenderAnswer> {
  const thread = renderThread();
  const id = ++lastId;
  return new Promise<RenderAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref(); // a render under way keeps the process alive until it answers
    thread.postMessage({ id, markdown, users, quotes } satisfies RenderJob);
  });
}
