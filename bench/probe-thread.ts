// A probe on a thread of its own (flood-load.ts, probeOnThread): its times are the server's, not the
// flood's event loop's in the bench's main thread.
import { parentPort, workerData } from "node:worker_threads";
import { probe, type FloodRequest } from "./flood-load.js";

const { url, req, everyMs, startsWith } = workerData as {
  url: string;
  req: FloodRequest;
  everyMs: number;
  startsWith?: string;
};
const { ready, stop } = probe(
  url,
  req,
  everyMs,
  startsWith === undefined ? undefined : (answer) => answer.body!.startsWith(startsWith),
);
void ready.then(() => parentPort!.postMessage("ready"));
parentPort!.once("message", async () => parentPort!.postMessage(await stop()));
