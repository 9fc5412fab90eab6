import { useCallback, useEffect, useRef, useState } from "react";
import type { LiveChange } from "../data/liveChanges";
import type { MapEventRef } from "../data/mapPoints";
import type { BBox, MapItem } from "./clusterIndex";
import type { FromClusterWorker, ListRow, ToClusterWorker } from "./clusterProtocol";
import { openClusterWorker, type ClusterWorker } from "./clusterWorker";
import type { Histogram, PointFilter } from "./selectPoints";

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
      /** what was on screen when the items were clustered (null until the first view is answered) */
      itemsView: BBox | null;
      /** the filter the items were clustered for */
      gen: number;
      histogram: Histogram;
      /** the list's first rows for the view answered last: `key` is "gen|west,south,east,north" */
      top: { key: string; rows: ListRow[] } | null;
    };

export interface View {
  /** the area to cluster, a little larger than the screen */
  bbox: BBox;
  zoom: number;
  /** what is on screen */
  view: BBox;
}

export type Clusters = ReturnType<typeof useClusters>;

type Filtered = Extract<FromClusterWorker, { type: "filtered" }>;

function sameHistogram(a: Histogram, b: Histogram): boolean {
  const same = (x: number[], y: number[]) => x.length === y.length && x.every((value, i) => value === y[i]);
  return a.startMonth === b.startMonth && same(a.russian, b.russian) && same(a.chinese, b.chinese);
}

/**
 * The clustering worker seen from React. It downloads the map data and answers the first views from a
 * quick hierarchy; once the map has drawn them, refine() has it build the hierarchy for every zoom. A
 * filter is applied at once (a pass over the data). While one answer is on its way newer views only
 * replace each other, so neither a zoom animation nor a dragged timeline queues up stale work.
 */
export function useClusters(dataUrl: string, enabled = true) {
  const [state, setState] = useState<ClusterState>({ status: "loading" });
  const worker = useRef<ClusterWorker | null>(null);
  const gen = useRef(0);
  const seq = useRef(0);
  const inFlight = useRef<{ seq: number; started: number; view: View } | null>(null);
  const queued = useRef<View | null>(null);
  const lastView = useRef<View | null>(null);
  /** how many of the list's first rows come with each view's answer */
  const listRows = useRef(0);
  /** a filter's new counts, held to be shown with its clusters in one render */
  const filtered = useRef<Filtered | null>(null);
  const replies = useRef(new Map<number, (message: FromClusterWorker) => void>());
  /** when each filter was set, to time it until its clusters are drawn */
  const filterStarted = useRef(new Map<number, number>());

  const dispatch = useCallback((view: View) => {
    const next = ++seq.current;
    inFlight.current = { seq: next, started: performance.now(), view };
    worker.current?.post({ type: "query", seq: next, ...view, rows: listRows.current });
  }, []);

  const request = useCallback(
    (view: View) => {
      lastView.current = view;
      if (inFlight.current) queued.current = view;
      else dispatch(view);
    },
    [dispatch],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const opened = openClusterWorker(dataUrl);
    worker.current = opened;
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
                itemsView: null,
                gen: message.gen,
                histogram: message.histogram,
                top: null,
              },
        );
      } else if (message.type === "refined") {
        performance.mark("map:index-refined", { detail: message });
        // what is drawn came from the quick hierarchy: the one for every zoom draws it anew
        if (lastView.current) request(lastView.current);
      } else if (message.type === "filtered") {
        if (message.count !== undefined) {
          // the incidents changed: the count at once, the rest with the view's clusters drawn anew
          const { count, total, histogram } = message;
          if (!lastView.current) {
            setState((previous) =>
              previous.status === "ready" ? { ...previous, count, total, histogram } : previous,
            );
            return;
          }
          setState((previous) => (previous.status === "ready" ? { ...previous, count } : previous));
          filtered.current = message;
          request(lastView.current);
          return;
        }
        if (message.gen !== gen.current) return;
        // the view's clusters follow this answer: both are shown in one render
        if (lastView.current) filtered.current = message;
        else
          setState((previous) =>
            previous.status === "ready"
              ? { ...previous, total: message.total, histogram: message.histogram }
              : previous,
          );
      } else if (message.type === "failed") {
        setState({ status: "failed", message: message.message });
      } else if (message.type === "clusters") {
        if (message.seq !== inFlight.current?.seq) return;
        performance.measure("map:recluster", { start: inFlight.current.started });
        const answered = inFlight.current.view.view;
        const top = { key: `${message.gen}|${answered.join(",")}`, rows: message.rows };
        inFlight.current = null;
        const counts = filtered.current?.gen === message.gen ? filtered.current : null;
        if (counts) filtered.current = null;
        setState((previous) =>
          previous.status === "ready"
            ? {
                ...previous,
                ...(counts && {
                  total: counts.total,
                  // a date range leaves the months' counts as they were: the timeline need not redraw
                  histogram: sameHistogram(previous.histogram, counts.histogram)
                    ? previous.histogram
                    : counts.histogram,
                }),
                items: message.items,
                itemsView: answered,
                inView: message.inView,
                gen: message.gen,
                top,
              }
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
      worker.current = null;
      inFlight.current = null;
      pendingReplies.clear();
    };
  }, [dataUrl, dispatch, enabled, request]);

  /** Asks for the markers of a view; the worker holds the latest view until it can answer it. */
  const setView = request;

  /**
   * Applies a filter and redraws the view for it. `startedAt` (performance.now()) is when the visitor's
   * input came, to time it until its clusters are drawn.
   */
  const setFilter = useCallback(
    (next: PointFilter, startedAt = performance.now()) => {
      gen.current += 1;
      filterStarted.current.set(gen.current, startedAt);
      worker.current?.post({ type: "filter", gen: gen.current, filter: next });
      if (lastView.current) request(lastView.current);
    },
    [request],
  );

  const ask = useCallback(
    <T extends FromClusterWorker["type"]>(
      message: Extract<ToClusterWorker, { seq: number }>,
    ): Promise<Extract<FromClusterWorker, { type: T }>> =>
      new Promise((resolve) => {
        replies.current.set(message.seq, resolve as (message: FromClusterWorker) => void);
        worker.current?.post(message);
      }),
    [],
  );

  /** The zoom at which a cluster splits under the filter; null when it holds none of the chosen incidents. */
  const expansionZoom = useCallback(
    async (item: Extract<MapItem, { kind: "cluster" }>) => {
      const reply = await ask<"expansionZoom">({
        type: "expansionZoom",
        seq: ++seq.current,
        clusterId: item.id,
        index: item.index,
      });
      return reply.zoom;
    },
    [ask],
  );

  /** A cluster's chosen incidents, newest first; null when it holds none of them any more. */
  const leaves = useCallback(
    async (item: Extract<MapItem, { kind: "cluster" }>): Promise<MapEventRef[] | null> => {
      const reply = await ask<"leaves">({
        type: "leaves",
        seq: ++seq.current,
        clusterId: item.id,
        index: item.index,
      });
      return reply.events;
    },
    [ask],
  );

  /** Rows of the list panel: the chosen incidents on screen, newest first, from `start`. */
  const rows = useCallback(
    async (view: BBox, start: number, count: number): Promise<{ total: number; rows: ListRow[] }> => {
      const reply = await ask<"rows">({ type: "rows", seq: ++seq.current, view, start, count });
      return { total: reply.total, rows: reply.rows };
    },
    [ask],
  );

  /** How many rows the list shows from its top: they come with every view's markers. */
  const setListRows = useCallback((count: number) => {
    listRows.current = count;
  }, []);

  const refine = useCallback(() => worker.current?.post({ type: "refine" }), []);

  /** Live changes to the incidents: the worker applies them and the map, counts and list follow. */
  const applyChanges = useCallback((changes: LiveChange[]) => {
    gen.current += 1;
    worker.current?.post({ type: "changes", gen: gen.current, changes });
  }, []);

  /** Reads the incidents again (changes may have been missed while the live feed was away). */
  const reload = useCallback(() => {
    gen.current += 1;
    worker.current?.post({ type: "reload", gen: gen.current });
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

  return {
    state,
    setView,
    setFilter,
    expansionZoom,
    leaves,
    rows,
    setListRows,
    refine,
    takeFilterTimes,
    applyChanges,
    reload,
  };
}
