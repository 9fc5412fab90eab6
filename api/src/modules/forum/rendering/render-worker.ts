// The render thread's body: Markdown in, sanitised HTML out (render-thread.ts sends the work).
import { performance } from "node:perf_hooks";
import { parentPort } from "node:worker_threads";
import { renderPostHtml } from "./markdown.js";
import { KnownUsers } from "./mentions.js";
import type { RenderJob } from "./render-thread.js";

parentPort!.on("message", ({ id, markdown, users, quotes }: RenderJob) => {
  const started = performance.now();
  try {
    const known = new KnownUsers(users);
    const html = renderPostHtml(markdown, { users: known, quotes });
    parentPort!.postMessage({ id, html, mentioned: known.mentioned, ms: performance.now() - started });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
