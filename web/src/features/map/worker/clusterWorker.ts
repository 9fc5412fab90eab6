import type { FromClusterWorker, ToClusterWorker } from "./clusterProtocol";
import { NO_FILTER } from "./selectPoints";

/** The clustering worker (see cluster.worker.ts) for one data URL. */
export interface ClusterWorker {
  post(message: ToClusterWorker): void;
  /** Hands every message received so far, then each new one, to the page. */
  attach(onMessage: (message: FromClusterWorker) => void, onError: () => void): void;
  close(): void;
}

function start(dataUrl: string): ClusterWorker {
  const early: FromClusterWorker[] = [];
  let failed = false;
  let deliver: ((message: FromClusterWorker) => void) | undefined;
  let fail: (() => void) | undefined;
  const worker = new Worker(new URL("./cluster.worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<FromClusterWorker>) =>
    deliver ? deliver(event.data) : early.push(event.data);
  worker.onerror = () => (fail ? fail() : (failed = true));
  worker.postMessage({ type: "load", url: dataUrl, gen: 0, filter: NO_FILTER } satisfies ToClusterWorker);
  return {
    post: (message) => worker.postMessage(message),
    attach(onMessage, onError) {
      deliver = onMessage;
      fail = onError;
      for (const message of early.splice(0)) onMessage(message);
      if (failed) onError();
    },
    close: () => worker.terminate(),
  };
}

let prestarted: { dataUrl: string; worker: ClusterWorker } | undefined;

/** Starts the worker as the app boots on the map page: the incidents download while React and the map load. */
export function prestartClusterWorker(dataUrl: string) {
  prestarted ??= { dataUrl, worker: start(dataUrl) };
}

/** The prestarted worker when it loads this data, else a new one. */
export function openClusterWorker(dataUrl: string): ClusterWorker {
  const ready = prestarted?.dataUrl === dataUrl ? prestarted.worker : undefined;
  prestarted = undefined;
  return ready ?? start(dataUrl);
}
