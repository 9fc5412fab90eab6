import { useCallback, useEffect, useRef, useState } from "react";
import type { BBox, MapItem } from "./clusterIndex";
import type { FromClusterWorker, ToClusterWorker } from "./clusterProtocol";

export type ClusterState =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; count: number; items: MapItem[] };

interface View {
  bbox: BBox;
  zoom: number;
}

export type Clusters = ReturnType<typeof useClusters>;

/**
 * The clustering worker seen from React: it loads the map data itself, and answers the markers for the
 * latest view. While one answer is on its way newer views only replace each other, so a zoom animation
 * never queues up stale work.
 */
export function useClusters(dataUrl: string, enabled = true) {
  const [state, setState] = useState<ClusterState>({ status: "loading" });
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);
  const inFlight = useRef<{ seq: number; started: number } | null>(null);
  const queued = useRef<View | null>(null);
  const loaded = useRef(false);
  const expansions = useRef(new Map<number, (zoom: number) => void>());
  const lastView = useRef<View | null>(null);
  const refreshView = useRef<(() => void) | null>(null);

  const send = useCallback((message: ToClusterWorker) => worker.current?.postMessage(message), []);

  const dispatch = useCallback(
    (view: View) => {
      const next = ++seq.current;
      inFlight.current = { seq: next, started: performance.now() };
      send({ type: "query", seq: next, ...view });
    },
    [send],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const instance = new Worker(new URL("./cluster.worker.ts", import.meta.url), { type: "module" });
    worker.current = instance;
    instance.onmessage = (event: MessageEvent<FromClusterWorker>) => {
      const message = event.data;
      if (message.type === "loaded") {
        loaded.current = true;
        performance.mark("map:data-indexed", { detail: message });
        setState({ status: "ready", count: message.count, items: [] });
      } else if (message.type === "refined") {
        performance.mark("map:index-refined", { detail: message });
        // the full index may cluster the current view a little differently: ask again
        refreshView.current?.();
      } else if (message.type === "failed") {
        setState({ status: "failed", message: message.message });
      } else if (message.type === "clusters") {
        if (message.seq !== inFlight.current?.seq) return;
        performance.measure("map:recluster", { start: inFlight.current.started });
        inFlight.current = null;
        setState((previous) =>
          previous.status === "ready" ? { ...previous, items: message.items } : previous,
        );
        const view = queued.current;
        queued.current = null;
        if (view) dispatch(view);
      } else if (message.type === "expansionZoom") {
        expansions.current.get(message.seq)?.(message.zoom);
        expansions.current.delete(message.seq);
      }
    };
    instance.onerror = () => setState({ status: "failed", message: "The map data could not be processed" });
    instance.postMessage({ type: "load", url: dataUrl } satisfies ToClusterWorker);
    const pendingExpansions = expansions.current;
    return () => {
      instance.terminate();
      worker.current = null;
      pendingExpansions.clear();
    };
  }, [dataUrl, dispatch, enabled]);

  /** Asks for the markers of a view; the worker holds queries until its data is indexed. */
  const setView = useCallback(
    (view: View) => {
      lastView.current = view;
      if (inFlight.current && loaded.current) queued.current = view;
      else dispatch(view);
    },
    [dispatch],
  );
  useEffect(() => {
    refreshView.current = () => lastView.current && setView(lastView.current);
  }, [setView]);

  const expansionZoom = useCallback(
    (clusterId: number, index: "coarse" | "full") =>
      new Promise<number>((resolve) => {
        const id = ++seq.current;
        expansions.current.set(id, resolve);
        send({ type: "expansionZoom", seq: id, clusterId, index });
      }),
    [send],
  );

  return { state, setView, expansionZoom };
}
