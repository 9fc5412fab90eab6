import type { Server } from "node:http";
import { startWorkerThread } from "../infra/worker-thread.js";
import { listenOn } from "./listen.js";

/** How often the main thread's event loop says it turned. */
const HEARTBEAT_MS = 250;
/** Past this without a turn of the main thread's event loop, liveness fails: the process is stuck. */
const STALLED_AFTER_MS = 10_000;

export interface ManagementThreadData {
  port: number;
  host: string;
  /** The loopback port of the main thread's management listener (readiness, metrics). */
  innerPort: number;
  /** One 64-bit slot: when the main thread's event loop last turned, in ms since the epoch. */
  heartbeat: SharedArrayBuffer;
  stalledAfterMs: number;
}

export interface ManagementThread {
  port: number;
  close(): Promise<void>;
}

/**
 * The management port on a thread of its own (issue 57): liveness is answered there from the main event
 * loop's heartbeat, within milliseconds however busy the main loop is, and says 503 only when the loop has
 * stopped turning. Readiness and the metrics, which are the main thread's state, pass on to `inner`, the
 * main thread's listener on a loopback port of its own.
 */
export async function startManagementThread(
  inner: Server,
  port: number,
  host: string,
  onFailure: (error: Error) => void,
  stalledAfterMs = STALLED_AFTER_MS,
): Promise<ManagementThread> {
  const innerPort = await listenOn(inner, 0, "127.0.0.1");
  const heartbeat = new SharedArrayBuffer(8);
  const beats = new BigInt64Array(heartbeat);
  const beat = () => void Atomics.store(beats, 0, BigInt(Date.now()));
  beat();
  const beating = setInterval(beat, HEARTBEAT_MS).unref();
  const data: ManagementThreadData = { port, host, innerPort, heartbeat, stalledAfterMs };
  const worker = startWorkerThread(import.meta.url, "./management-worker", 0, { ...data });
  const close = async () => {
    clearInterval(beating);
    await worker.terminate();
    inner.closeAllConnections();
    if (inner.listening) await new Promise((resolve) => inner.close(resolve));
  };
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      worker.once("error", reject);
      worker.once("message", (message: { port?: number; error?: string }) =>
        message.port === undefined ? reject(new Error(message.error)) : resolve(message.port),
      );
    });
    // a thread that fails later takes the management port with it, not the app: liveness then fails and
    // the orchestrator restarts the instance
    worker.on("error", (error) => onFailure(error));
    return { port: listening, close };
  } catch (error) {
    await close();
    throw error;
  }
}
