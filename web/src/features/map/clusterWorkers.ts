import type { FromClusterWorker, ToClusterWorker } from "./clusterProtocol";

/** The two clustering workers (see cluster.worker.ts) for one data URL. */
export interface ClusterWorkers {
  coarse: Worker;
  full: Worker;
  /** Hands every message received so far, then each new one, to the page. */
  attach(onMessage: (message: FromClusterWorker) => void, onError: () => void): void;
  close(): void;
}

function start(dataUrl: string): ClusterWorkers {
  const coarse = new Worker(new URL("./cluster.worker.ts", import.meta.url), { type: "module" });
  const full = new Worker(new URL("./cluster.worker.ts", import.meta.url), { type: "module" });
  const early: FromClusterWorker[] = [];
  let failed = false;
  let deliver: ((message: FromClusterWorker) => void) | undefined;
  let fail: (() => void) | undefined;
  for (const worker of [coarse, full]) {
    worker.onmessage = (event: MessageEvent<FromClusterWorker>) =>
      deliver ? deliver(event.data) : early.push(event.data);
    worker.onerror = () => (fail ? fail() : (failed = true));
  }
  // the data travels from one worker to the other directly, never through the page
  const channel = new MessageChannel();
  coarse.postMessage({ type: "load", url: dataUrl, share: channel.port1 } satisfies ToClusterWorker, [
    channel.port1,
  ]);
  full.postMessage({ type: "adopt", from: channel.port2 } satisfies ToClusterWorker, [channel.port2]);
  return {
    coarse,
    full,
    attach(onMessage, onError) {
      deliver = onMessage;
      fail = onError;
      for (const message of early.splice(0)) onMessage(message);
      if (failed) onError();
    },
    close() {
      coarse.terminate();
      full.terminate();
    },
  };
}

let prestarted: { dataUrl: string; workers: ClusterWorkers } | undefined;

/** Starts the workers as the app boots on the map page: the incidents download while React and the map load. */
export function prestartClusterWorkers(dataUrl: string) {
  prestarted ??= { dataUrl, workers: start(dataUrl) };
}

/** The prestarted workers when they load this data, else new ones. */
export function openClusterWorkers(dataUrl: string): ClusterWorkers {
  const ready = prestarted?.dataUrl === dataUrl ? prestarted.workers : undefined;
  prestarted = undefined;
  return ready ?? start(dataUrl);
}
