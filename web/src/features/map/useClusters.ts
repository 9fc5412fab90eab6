import { useCallback, useEffect, useRef, useState } from "react";
import type { BBox, MapItem } from "./clusterIndex";
import type { FromClusterWorker, ListRow, ToClusterWorker } from "./clusterProtocol";
import { openClusterWorkers, type ClusterWorkers } from "./clusterWorkers";
import { COARSE_MAX_ZOOM } from "./mapConfig";
import type { MapEventRef } from "./mapPoints";
import { NO_FILTER, type Histogram, type PointFilter } from "./selectPoints";

export type ClusterState =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | {
      status: "ready";
      /** every published incident */
      count: number;
      /** the incidents the filter chooses */
      total: number;
      /** of those, the ones on screen (null until the first view is answered) */
      inView: number | null;
      items: MapItem[];
      /** the filter the items were clustered for */
      gen: number;
      histogram: Histogram;
    };

export interface View {
  /** the area to cluster, a little larger than the screen */
  bbox: BBox;
  zoom: number;
  /** what is on screen */
  view: BBox;
}

export type Clusters = ReturnType<typeof useClusters>;

// the full index for a filter is rebuilt once the filter has stopped changing for this long
const FULL_INDEX_DELAY_MS = 500;

/**
 * The clustering workers seen from React. The coarse worker downloads the map data and answers the first
 * views from a quick index; once the map has drawn them, refine() starts the full worker, which builds the
 * index for every zoom and answers everything once it is done. A new filter goes to the quick worker at
 * once (it indexes the zoom in view) and to the full one when the filter rests. While one answer is on its
 * way newer views (and filters) only replace each other, so neither a zoom animation nor a dragged
 * timeline queues up stale work.
 */
export function useClusters(dataUrl: string, enabled = true) {
  const [state, setState] = useState<ClusterState>({ status: "loading" });
  const workers = useRef<ClusterWorkers | null>(null);
  const gen = useRef(0);
  const filter = useRef<PointFilter>(NO_FILTER);
  /** the filter the full worker's index was built for; -1 while it has none */
  const fullGen = useRef(-1);
  const seq = useRef(0);
  const inFlight = useRef<{ seq: number; started: number } | null>(null);
  const queued = useRef<View | null>(null);
  const lastView = useRef<View | null>(null);
  const quickFilterInFlight = useRef(false);
  const queuedFilter = useRef(false);
  const fullTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const replies = useRef(new Map<number, (message: FromClusterWorker) => void>());
  /** when each filter was set, to time it until its clusters are drawn */
  const filterStarted = useRef(new Map<number, number>());

  const fullAnswers = () => fullGen.current === gen.current;

  const dispatch = useCallback((view: View) => {
    const next = ++seq.current;
    inFlight.current = { seq: next, started: performance.now() };
    // a view deeper than the quick index reaches cannot wait for the first markers to start the full one
    if (Math.floor(view.zoom) > COARSE_MAX_ZOOM) workers.current?.refine(gen.current, filter.current);
    const target = fullAnswers() ? workers.current?.full : workers.current?.coarse;
    target?.postMessage({ type: "query", seq: next, ...view } satisfies ToClusterWorker);
  }, []);

  const request = useCallback(
    (view: View) => {
      lastView.current = view;
      if (inFlight.current) queued.current = view;
      else dispatch(view);
    },
    [dispatch],
  );

  const sendQuickFilter = useCallback(() => {
    quickFilterInFlight.current = true;
    queuedFilter.current = false;
    workers.current?.coarse.postMessage({
      type: "filter",
      gen: gen.current,
      filter: filter.current,
      zoom: lastView.current?.zoom ?? COARSE_MAX_ZOOM,
    } satisfies ToClusterWorker);
    if (lastView.current) request(lastView.current);
  }, [request]);

  useEffect(() => {
    if (!enabled) return undefined;
    const opened = openClusterWorkers(dataUrl);
    workers.current = opened;
    fullGen.current = -1;
    const onMessage = (message: FromClusterWorker) => {
      if (message.type === "loaded") {
        performance.mark("map:data-indexed", { detail: message });
        setState((previous) =>
          previous.status === "ready"
            ? previous
            : {
                status: "ready",
                count: message.count,
                total: message.total,
                inView: null,
                items: [],
                gen: message.gen,
                histogram: message.histogram,
              },
        );
        // a filter sent before the data was in is applied by the load itself (its gen says which)
        quickFilterInFlight.current = false;
        if (message.gen !== gen.current || queuedFilter.current) sendQuickFilter();
      } else if (message.type === "refined" || (message.type === "filtered" && message.index === "full")) {
        if (message.type === "refined") performance.mark("map:index-refined", { detail: message });
        fullGen.current = message.gen;
        if (message.gen !== gen.current) return;
        // the quick worker may be holding a view; the full index answers from now on
        inFlight.current = null;
        if (lastView.current) dispatch(lastView.current);
      } else if (message.type === "filtered") {
        quickFilterInFlight.current = false;
        const { total, histogram } = message;
        if (message.gen === gen.current)
          setState((previous) =>
            previous.status === "ready" ? { ...previous, total, histogram } : previous,
          );
        if (queuedFilter.current) sendQuickFilter();
      } else if (message.type === "failed") {
        setState({ status: "failed", message: message.message });
      } else if (message.type === "clusters") {
        if (message.seq !== inFlight.current?.seq) return;
        performance.measure("map:recluster", { start: inFlight.current.started });
        inFlight.current = null;
        setState((previous) =>
          previous.status === "ready"
            ? { ...previous, items: message.items, inView: message.inView, gen: message.gen }
            : previous,
        );
        const view = queued.current;
        queued.current = null;
        if (view) dispatch(view);
      } else {
        replies.current.get(message.seq)?.(message);
        replies.current.delete(message.seq);
      }
    };
    opened.attach(onMessage, () =>
      setState({ status: "failed", message: "The map data could not be processed" }),
    );
    const pendingReplies = replies.current;
    return () => {
      opened.close();
      workers.current = null;
      inFlight.current = null;
      pendingReplies.clear();
      clearTimeout(fullTimer.current);
    };
  }, [dataUrl, dispatch, enabled, sendQuickFilter]);

  /** Asks for the markers of a view; a worker holds the latest view until it can answer it. */
  const setView = request;

  /** Applies a filter: the quick worker re-indexes the zoom in view at once, the full one when it rests. */
  const setFilter = useCallback(
    (next: PointFilter) => {
      gen.current += 1;
      filter.current = next;
      filterStarted.current.set(gen.current, performance.now());
      if (quickFilterInFlight.current) queuedFilter.current = true;
      else sendQuickFilter();
      clearTimeout(fullTimer.current);
      fullTimer.current = setTimeout(() => {
        const full = workers.current?.full;
        if (!full) return;
        full.postMessage({
          type: "filter",
          gen: gen.current,
          filter: filter.current,
          zoom: lastView.current?.zoom ?? 0,
        } satisfies ToClusterWorker);
      }, FULL_INDEX_DELAY_MS);
    },
    [sendQuickFilter],
  );

  const ask = useCallback(
    <T extends FromClusterWorker["type"]>(
      message: Extract<ToClusterWorker, { seq: number }>,
      target: "coarse" | "answering",
    ): Promise<Extract<FromClusterWorker, { type: T }>> =>
      new Promise((resolve) => {
        replies.current.set(message.seq, resolve as (message: FromClusterWorker) => void);
        const worker =
          target === "answering" && fullAnswers() ? workers.current?.full : workers.current?.coarse;
        worker?.postMessage(message);
      }),
    [],
  );

  /** The zoom at which a cluster splits; null when the index that drew it has since been rebuilt. */
  const expansionZoom = useCallback(
    async (item: Extract<MapItem, { kind: "cluster" }>) => {
      const worker = item.index === "full" ? "answering" : "coarse";
      const reply = await ask<"expansionZoom">(
        { type: "expansionZoom", seq: ++seq.current, clusterId: item.id },
        worker,
      );
      return reply.zoom;
    },
    [ask],
  );

  /** A cluster's incidents; null when the index that drew it has since been rebuilt. */
  const leaves = useCallback(
    async (item: Extract<MapItem, { kind: "cluster" }>): Promise<MapEventRef[] | null> => {
      const worker = item.index === "full" ? "answering" : "coarse";
      const reply = await ask<"leaves">({ type: "leaves", seq: ++seq.current, clusterId: item.id }, worker);
      return reply.events;
    },
    [ask],
  );

  /** Rows of the list panel: the chosen incidents on screen, newest first, from `start`. */
  const rows = useCallback(
    async (view: BBox, start: number, count: number): Promise<{ total: number; rows: ListRow[] }> => {
      const reply = await ask<"rows">({ type: "rows", seq: ++seq.current, view, start, count }, "coarse");
      return { total: reply.total, rows: reply.rows };
    },
    [ask],
  );

  const refine = useCallback(() => {
    workers.current?.refine(gen.current, filter.current);
  }, []);

  /**
   * When the filters up to `shownGen` were set (performance.now()), each once: the clusters drawn for a
   * filter answer it and every earlier one it replaced.
   */
  const takeFilterTimes = useCallback((shownGen: number) => {
    const times: number[] = [];
    for (const [filterGen, at] of filterStarted.current) {
      if (filterGen > shownGen) continue;
      times.push(at);
      filterStarted.current.delete(filterGen);
    }
    return times;
  }, []);

  return { state, setView, setFilter, expansionZoom, leaves, rows, refine, takeFilterTimes };
}
