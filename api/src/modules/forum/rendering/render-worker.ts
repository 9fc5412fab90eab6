// The render thread's body: Markdown in, sanitised HTML out (render-lanes.ts sends the work).
import { parentPort, workerData } from "node:worker_threads";
import { jobStopwatch, lowerThisThreadPriority, thisThreadCpuClock } from "../../../infra/worker-thread.js";
import { HtmlTooLargeError, renderPostHtml } from "./markdown.js";
import { KnownIncidents } from "./citations.js";
import { KnownUsers } from "./mentions.js";
import type { RenderJob } from "./render-lanes.js";

// visitors' previews yield the core to the event loop and to members' posts (render-lanes.ts)
lowerThisThreadPriority(workerData);
const cpuClock = thisThreadCpuClock();

parentPort!.on("message", ({ id, job }: { id: number; job: RenderJob }) => {
  const ms = jobStopwatch(cpuClock);
  try {
    const known = new KnownUsers(job.users);
    const incidents = new KnownIncidents(new Set(job.incidents), job.origin);
    const lookups = { users: known, quotes: job.quotes, incidents };
    const html = renderPostHtml(job.markdown, lookups, job.maxHtmlBytes);
    const cited = incidents.incidentIds;
    parentPort!.postMessage({ id, html, mentioned: known.mentioned, cited, ms: ms() });
  } catch (error) {
    if (error instanceof HtmlTooLargeError)
      parentPort!.postMessage({ id, tooLargeBytes: error.limitBytes, ms: ms() });
    else parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// Compiled before the first job is timed: a fresh thread (after one was stopped at the deadline) would
// otherwise run its first render several times slower and pass the deadline in its turn.
const WARM_UP = "# a\n\n**b** _c_ `d` [e](https://f.example) @g\n\n|h|\n|-|\n|i|\n\n- j\n\n> k\n";
for (let i = 0; i < 20; i += 1)
  renderPostHtml(WARM_UP.repeat(5), { users: new KnownUsers(), quotes: new Map() });
parentPort!.postMessage({ ready: true, cpuClock });
