import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import type { ManagementThreadData } from "./management-thread.js";

const { port, host, innerPort, heartbeat, stalledAfterMs } = workerData as ManagementThreadData;
const beats = new BigInt64Array(heartbeat);

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

/** Liveness: whether the main thread's event loop has turned lately, answered without waiting for it. */
function liveness(res: ServerResponse): void {
  const sinceMs = Date.now() - Number(Atomics.load(beats, 0));
  if (sinceMs < stalledAfterMs) return json(res, 200, { status: "ok" });
  json(res, 503, { status: "stalled", details: { eventLoopStalledMs: sinceMs } });
}

/** Readiness and the metrics are the main thread's: the request goes on to its loopback listener. */
function passOn(req: IncomingMessage, res: ServerResponse): void {
  const onward = request(
    { host: "127.0.0.1", port: innerPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.on("error", () => res.destroy());
      answer.pipe(res);
    },
  );
  onward.on("error", () => {
    if (res.headersSent) return void res.destroy();
    json(res, 503, { status: "unavailable" });
  });
  // a client gone mid-request ends the onward request too; no error is left unheard in this thread
  req.on("error", () => onward.destroy());
  req.pipe(onward);
}

const server = createServer({ requestTimeout: 5000, headersTimeout: 5000 }, (req, res) => {
  const path = req.url?.split("?")[0];
  if (path === "/healthz" && (req.method === "GET" || req.method === "HEAD")) return liveness(res);
  passOn(req, res);
});
server.once("error", (error) => parentPort?.postMessage({ error: String(error) }));
server.listen({ port, host, backlog: 511 }, () => {
  const address = server.address();
  parentPort?.postMessage({ port: typeof address === "object" && address ? address.port : port });
});
