import { useCallback, useEffect, useRef, useState } from "react";
import type { BBox, MapItem } from "./clusterIndex";
import type { FromClusterWorker, IndexKind, ToClusterWorker } from "./clusterProtocol";
import { openClusterWorkers, type ClusterWorkers } from "./clusterWorkers";
import { COARSE_MAX_ZOOM } from "./mapConfig";

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
 * The clustering workers seen from React. The coarse worker downloads the map data and answers the first
 * views from a quick index; once the map has drawn them, refine() starts the full worker, which builds the
 * index for every zoom and answers everything once it is done. While one answer is on its way newer views only
 * replace each other, so a zoom animation never queues up stale work.
 */
export function useClusters(dataUrl: string, enabled = true) {
  const [state, setState] = useState<ClusterState>({ status: "loading" });
  const workers = useRef<ClusterWorkers | null>(null);
  const fullReady = useRef(false);
  const seq = useRef(0);
  const inFlight = useRef<{ seq: number; started: number } | null>(null);
  const queued = useRef<View | null>(null);
  const lastView = useRef<View | null>(null);
  const expansions = useRef(new Map<number, (zoom: number) => void>());

  const dispatch = useCallback((view: View) => {
    const next = ++seq.current;
    inFlight.current = { seq: next, started: performance.now() };
    const target = fullReady.current ? "full" : "coarse";
    // a view deeper than the quick index reaches cannot wait for the first markers to start the full one
    if (Math.floor(view.zoom) > COARSE_MAX_ZOOM) workers.current?.refine();
    workers.current?.[target]?.postMessage({ type: "query", seq: next, ...view } satisfies ToClusterWorker);
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    const opened = openClusterWorkers(dataUrl);
    workers.current = opened;
    fullReady.current = false;
    const onMessage = (message: FromClusterWorker) => {
      if (message.type === "loaded") {
        performance.mark("map:data-indexed", { detail: message });
        setState((previous) =>
          previous.status === "ready" ? previous : { status: "ready", count: message.count, items: [] },
        );
      } else if (message.type === "refined") {
        performance.mark("map:index-refined", { detail: message });
        fullReady.current = true;
        // the coarse worker may be holding a view it cannot cluster; the full index answers from now on
        inFlight.current = null;
        if (lastView.current) dispatch(lastView.current);
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
    opened.attach(onMessage, () =>
      setState({ status: "failed", message: "The map data could not be processed" }),
    );
    const pendingExpansions = expansions.current;
    return () => {
      opened.close();
      workers.current = null;
      inFlight.current = null;
      pendingExpansions.clear();
    };
  }, [dataUrl, dispatch, enabled]);

  /** Asks for the markers of a view; a worker holds the latest view until it can answer it. */
  const setView = useCallback(
    (view: View) => {
      lastView.current = view;
      if (inFlight.current && state.status === "ready") queued.current = view;
      else dispatch(view);
    },
    [dispatch, state.status],
  );

  const expansionZoom = useCallback(
    (clusterId: number, index: IndexKind) =>
      new Promise<number>((resolve) => {
        const id = ++seq.current;
        expansions.current.set(id, resolve);
        workers.current?.[index]?.postMessage({
          type: "expansionZoom",
          seq: id,
          clusterId,
        } satisfies ToClusterWorker);
      }),
    [],
  );

  const refine = useCallback(() => workers.current?.refine(), []);

  return { state, setView, expansionZoom, refine };
}
