import type { FromClusterWorker, IndexKind, ToClusterWorker } from "./clusterProtocol";
import { NO_FILTER, type PointFilter } from "./selectPoints";

/** The clustering workers (see cluster.worker.ts) for one data URL. */
export interface ClusterWorkers {
  coarse: Worker;
  /** The worker with the index for every zoom, once refine() has started it. */
  readonly full: Worker | undefined;
  /**
   * Starts the full index for the filter in force; called once the first markers are drawn, so it never
   * competes with them. Returns whether it started it just now.
   */
  refine(gen: number, filter: PointFilter): boolean;
  /** Hands every message received so far, then each new one, to the page. */
  attach(onMessage: (message: FromClusterWorker) => void, onError: () => void): void;
  close(): void;
}

function start(dataUrl: string): ClusterWorkers {
  const early: FromClusterWorker[] = [];
  let failed = false;
  let deliver: ((message: FromClusterWorker) => void) | undefined;
  let fail: (() => void) | undefined;
  const open = (index: IndexKind, gen = 0, filter = NO_FILTER) => {
    const worker = new Worker(new URL("./cluster.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<FromClusterWorker>) =>
      deliver ? deliver(event.data) : early.push(event.data);
    worker.onerror = () => (fail ? fail() : (failed = true));
    worker.postMessage({ type: "load", url: dataUrl, index, gen, filter } satisfies ToClusterWorker);
    return worker;
  };
  const coarse = open("coarse");
  let full: Worker | undefined;
  return {
    coarse,
    get full() {
      return full;
    },
    refine(gen, filter) {
      if (full) return false;
      full = open("full", gen, filter);
      return true;
    },
    attach(onMessage, onError) {
      deliver = onMessage;
      fail = onError;
      for (const message of early.splice(0)) onMessage(message);
      if (failed) onError();
    },
    close() {
      coarse.terminate();
      full?.terminate();
    },
  };
}

let prestarted: { dataUrl: string; workers: ClusterWorkers } | undefined;

/** Starts the coarse worker as the app boots on the map page: the incidents download while React and the map load. */
export function prestartClusterWorkers(dataUrl: string) {
  prestarted ??= { dataUrl, workers: start(dataUrl) };
}

/** The prestarted workers when they load this data, else new ones. */
export function openClusterWorkers(dataUrl: string): ClusterWorkers {
  const ready = prestarted?.dataUrl === dataUrl ? prestarted.workers : undefined;
  prestarted = undefined;
  return ready ?? start(dataUrl);
}
