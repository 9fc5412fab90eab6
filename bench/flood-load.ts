// Load for the flood benchmark: many loopback addresses (127.0.x.y), each sending one request at a time on a
// new connection of its own, and the probes measured beside them (a member, /healthz).
import { Agent, request as httpRequest } from "node:http";
import { Worker } from "node:worker_threads";

export interface FloodRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  ms: number;
  retryAfter: boolean;
  /** The body, when asked for. */
  body?: string;
  /** "timeout" or "reset" (or another socket error's code) when no answer came. */
  failure?: string;
}

const TIMEOUT_MS = 20_000;

/** One request; a new connection from `localAddress` unless an agent is given. */
export function send(
  url: string,
  req: FloodRequest,
  options: { localAddress?: string; agent?: Agent; keepBody?: boolean } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (answer: Omit<Answer, "ms">) => resolve({ ...answer, ms: performance.now() - started });
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: req.method,
        path: req.path,
        localAddress: options.localAddress,
        agent: options.agent ?? false,
        headers: {
          ...(req.body ? { "content-type": "application/json" } : {}),
          ...(options.agent ? {} : { connection: "close" }),
          ...req.headers,
        },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => options.keepBody && chunks.push(chunk));
        response.on("end", () =>
          done({
            status: response.statusCode ?? 0,
            retryAfter: response.headers["retry-after"] !== undefined,
            body: options.keepBody ? Buffer.concat(chunks).toString("utf8") : undefined,
          }),
        );
        response.on("error", (error: NodeJS.ErrnoException) =>
          done({ status: 0, retryAfter: false, failure: error.code ?? "reset" }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(Object.assign(new Error("timeout"), { code: "timeout" })));
    outgoing.on("error", (error: NodeJS.ErrnoException) =>
      done({
        status: 0,
        retryAfter: false,
        failure: error.code === "ECONNRESET" ? "reset" : (error.code ?? "error"),
      }),
    );
    outgoing.end(req.body);
  });
}

/** The n-th loopback address of the flood: 127.0.1.1, 127.0.1.2, … (127.0.0.x is left to the probes). */
export const floodAddress = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `addresses` clients for `seconds`, each sending `perSecond` requests a second (one at a time: a slow answer
 * delays its next one), spread evenly over the first second. `next(address, i)` makes each request.
 */
export async function flood(
  url: string,
  { addresses, perSecond, seconds }: { addresses: number; perSecond: number; seconds: number },
  next: (address: number, i: number) => FloodRequest,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  const interval = 1000 / perSecond;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: addresses }, async (_, address) => {
      await sleep((address / addresses) * 1000);
      let due = performance.now();
      for (let i = 0; due < until; i++) {
        answers.push(await send(url, next(address, i), { localAddress: floodAddress(address) }));
        due += interval;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        else due = performance.now();
      }
    }),
  );
  return answers;
}

/**
 * As many requests as `workers` clients send back to back for `seconds` (the capacity), spread over the
 * first `addresses` flood addresses (1,000 unless given).
 */
export async function closedLoop(
  url: string,
  { workers, seconds, addresses = 1000 }: { workers: number; seconds: number; addresses?: number },
  next: (address: number, i: number) => FloodRequest,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  const until = performance.now() + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const i = sent++;
        const address = i % addresses;
        answers.push(await send(url, next(address, i), { localAddress: floodAddress(address) }));
      }
    }),
  );
  return answers;
}

/**
 * Sends `req` every `everyMs` on one kept-alive connection until stop(); stop() gives every answer. The
 * connection is opened by a first request that is not counted, and `ready` says when it is open: a member's
 * page keeps its connection, and one opened as the flood starts would measure the listening socket's queue
 * (a dropped SYN is sent again after a second), not the app.
 */
export function probe(url: string, req: FloodRequest, everyMs: number, check?: (answer: Answer) => boolean) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  let stopped = false;
  const ready = send(url, req, { agent }).then(() => undefined);
  const running = (async () => {
    await ready;
    while (!stopped) {
      const started = performance.now();
      const answer = await send(url, req, { agent, keepBody: check !== undefined });
      if (check && answer.status === 200 && !check(answer)) answer.failure = "bad answer";
      answers.push(answer);
      await sleep(Math.max(0, everyMs - (performance.now() - started)));
    }
  })();
  return {
    ready,
    stop: async () => {
      stopped = true;
      await running;
      agent.destroy();
      return answers;
    },
  };
}

/**
 * As `probe`, on a thread of its own, so a flood sent from this thread does not delay its requests or
 * their timing; an answer is checked by how its body starts.
 */
export function probeOnThread(url: string, req: FloodRequest, everyMs: number, startsWith?: string) {
  // the bench runs under tsx, whose loader a worker does not inherit: the thread registers it first
  const module = JSON.stringify(new URL("./probe-thread.ts", import.meta.url).href);
  const thread = new Worker(
    `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${module}); })`,
    {
      eval: true,
      workerData: { url, req, everyMs, startsWith },
    },
  );
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      thread.once("message", resolve);
      thread.once("error", reject);
    });
  const ready = nextMessage<"ready">().then(() => undefined);
  return {
    ready,
    stop: async () => {
      await ready;
      const answers = nextMessage<Answer[]>();
      thread.postMessage("stop");
      const all = await answers;
      await thread.terminate();
      return all;
    },
  };
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};
