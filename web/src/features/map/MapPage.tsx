import { isEmbedPath, splitLocalePath } from "@incident-watch/schema";
import { useQuery } from "@apollo/client/react";
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router-dom";
import { lazyWithTimeout } from "../../app/lazyWithTimeout";
import { PageLoading } from "../../app/PageLoading";
import { mapStyleQuery } from "../../components/map/mapStyle.graphql";
import { hasWebGL } from "../../components/map/webgl";
import { afterNextPaint } from "../../lib/afterNextPaint";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { filterChooses, viewAround } from "./data/liveChanges";
import { MAP_DATA_URL } from "./data/mapData";
import { useLiveIncidents } from "./data/useLiveIncidents";
import {
  EXPLORER_WRITE,
  explorerSearch,
  followsView,
  pageFilterQuery,
  parseExplorerSearch,
  serverFilterKey,
  toPointFilter,
  viewParam,
  type ExplorerFilter,
  type MapViewState,
} from "./filters/explorerUrl";
import { useTitleMatches } from "./filters/useTitleMatches";
import type { Basemap } from "./layers/IncidentMap";
import type { BBox } from "./worker/clusterIndex";
import { prestartClusterWorker } from "./worker/clusterWorker";
import { useClusters } from "./worker/useClusters";
import "../../components/typeBadge.css";
import "./map.css";
import { useT } from "../../i18n";

// maplibre, deck.gl and the explorer's panels come in their own chunk, so no other page downloads them;
// it starts once the header and frame have painted, so a phone's first paint does not share the line
const MapExplorer = lazyWithTimeout(() =>
  afterNextPaint()
    .then(() => import("./MapExplorer"))
    .then((module) => ({ default: module.MapExplorer })),
);

// the embeddable map (/embed): the map and its legend alone, from the same chunks as the explorer's map
const EmbedExplorer = lazyWithTimeout(() =>
  afterNextPaint()
    .then(() => import("./EmbedExplorer"))
    .then((module) => ({ default: module.EmbedExplorer })),
);

// the embed where WebGL is missing shows the server's picture of the map instead
const EmbedPicture = lazyWithTimeout(() =>
  import("./embed/EmbedPicture").then((module) => ({ default: module.EmbedPicture })),
);

// only a browser without WebGL shows the incidents as a list instead: the others never download it
const IncidentList = lazyWithTimeout(() =>
  import("./IncidentList").then((module) => ({ default: module.IncidentList })),
);

// landing on the home page (or the embedded map), the incidents start downloading before React has even
// rendered it
const landingPath = typeof window === "undefined" ? null : splitLocalePath(window.location.pathname).path;
if (landingPath !== null && (landingPath === "/" || isEmbedPath(landingPath)) && hasWebGL()) {
  prestartClusterWorker(MAP_DATA_URL);
}

/**
 * The home screen. The clustering worker starts loading the incidents at once, while the map's chunk and
 * style are still on their way; without WebGL the same incidents are shown as a list. The URL holds the
 * filter and the view (`?types=…&kinds=…&countries=…&from=…&to=…&q=…&view=lat,lng,zoom`): a filter change
 * is a new history entry, panning only rewrites the current one. `embedded`: the map in another site's
 * iframe (/embed), with its legend and a link to the full map but no filters, list or live updates (the
 * live socket would carry the session).
 */
export function MapPage({ embedded = false }: { embedded?: boolean }) {
  const t = useT("map");
  useDocumentTitle(t("map.title"));
  const [webgl, setWebgl] = useState(hasWebGL);
  const clusters = useClusters(MAP_DATA_URL, webgl);
  const live = useLiveIncidents(clusters.applyChanges, clusters.reload, webgl && !embedded);
  const style = useQuery(mapStyleQuery, { skip: !webgl });
  const hostedStyle = style.data?.siteInfo.mapStyleUrl;
  const pmtiles = style.data?.siteInfo.mapPmtilesUrl;
  const basemap = useMemo((): Basemap | undefined => {
    if (style.loading) return undefined;
    if (hostedStyle) return { kind: "hosted", url: hostedStyle };
    if (pmtiles) return { kind: "pmtiles", url: pmtiles };
    return { kind: "offline" };
  }, [style.loading, hostedStyle, pmtiles]);
  const location = useLocation();
  const { search } = location;
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const { filter, view } = useMemo(() => parseExplorerSearch(search), [search]);
  const filterKey = pageFilterQuery(filter);

  // the worker filters the map; a title search, an evidence status or "Discussed" first asks the server
  // which match
  const titleMatches = useTitleMatches(filter.q, filter.evidence, live.version, filter.discussed);
  const { setFilter } = clusters;
  const sentFilter = useRef("");
  /** Sends a filter to the worker unless it is the one sent last; `at`: when the input came. */
  const sendFilter = useCallback(
    (next: ExplorerFilter, matches: string[] | null, at?: number) => {
      const key = `${pageFilterQuery(next)}|${matches?.length ?? ""}`;
      if (key === sentFilter.current || (key === "|" && sentFilter.current === "")) return;
      sentFilter.current = key;
      setFilter(toPointFilter(next, matches), at);
    },
    [setFilter],
  );
  // a filter from the URL: the first one, back and forward, and a title search once its matches are in
  useEffect(() => {
    if (!webgl || (serverFilterKey(filter) && !titleMatches)) return;
    sendFilter(filter, titleMatches);
    // filterKey stands for the filter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [webgl, filterKey, titleMatches, sendFilter]);

  // back to a page the browser kept whole (back-forward cache): its address may be of another entry
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && window.location.search !== search) window.location.reload();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [search]);

  // the view the map is at; a different one in the URL came from back, forward or a link
  const writtenView = useRef(view ? viewParam(view) : null);
  const [initialView] = useState(view);
  const [requestedView, setRequestedView] = useState<{
    view: MapViewState;
    key: number;
    around?: BBox;
  } | null>(null);
  const goTo = useCallback((around: BBox) => {
    const view = { lng: (around[0] + around[2]) / 2, lat: (around[1] + around[3]) / 2, zoom: 10 };
    setRequestedView((previous) => ({ view, key: (previous?.key ?? 0) + 1, around }));
  }, []);
  const navigation = { type: navigationType, state: location.state as unknown };
  useEffect(() => {
    if (!followsView(view, writtenView.current, navigation)) return;
    writtenView.current = viewParam(view);
    setRequestedView((previous) => ({ view, key: (previous?.key ?? 0) + 1 }));
    // a new address is a new view; the navigation that brought it is read with it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);

  // the incidents published since the page opened that the filter chooses, and the ones still ringed
  const fresh = useMemo(
    () => live.fresh.map((entry) => entry.incident).filter((incident) => filterChooses(filter, incident)),
    // filterKey stands for the filter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live.fresh, filterKey],
  );
  const ringed = useMemo(
    () =>
      live.highlighted
        .map((entry) => entry.incident)
        .filter((incident) => filterChooses(filter, incident))
        .map((incident) => ({ lng: incident.longitude, lat: incident.latitude })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live.highlighted, filterKey],
  );
  const showFresh = useCallback(() => {
    if (fresh.length === 0) return;
    setRequestedView((previous) => ({ view: viewAround(fresh), key: (previous?.key ?? 0) + 1 }));
  }, [fresh]);

  const currentView = useRef(view);
  // read by the callbacks below, which stay the same from one filter to the next
  const latest = useRef({ filter, titleMatches, webgl });
  useLayoutEffect(() => {
    latest.current = { filter, titleMatches, webgl };
  }, [filter, titleMatches, webgl]);
  const onViewChange = useCallback(
    (next: MapViewState) => {
      currentView.current = next;
      writtenView.current = viewParam(next);
      void navigate(
        { search: explorerSearch(latest.current.filter, next) },
        { replace: true, preventScrollReset: true, state: EXPLORER_WRITE },
      );
    },
    [navigate],
  );
  const onFilterChange = useCallback(
    (next: ExplorerFilter, { replace = false } = {}) => {
      const search = explorerSearch(next, currentView.current);
      // the map follows at once, not once the URL's change has rendered (a transition); the input
      // event's own time times it, so the wait for the page to handle the input counts too
      const current = latest.current;
      const chosen = parseExplorerSearch(search).filter;
      const serverKey = serverFilterKey(chosen);
      if (
        current.webgl &&
        serverKey === serverFilterKey(current.filter) &&
        (!serverKey || current.titleMatches)
      )
        sendFilter(chosen, current.titleMatches, window.event?.timeStamp ?? performance.now());
      void navigate({ search }, { replace, preventScrollReset: true, state: EXPLORER_WRITE });
    },
    [navigate, sendFilter],
  );

  if (!webgl && embedded) {
    return (
      <Suspense fallback={<PageLoading />}>
        <h1 className="visually-hidden">{t("map.title")}</h1>
        <EmbedPicture filter={filter} view={initialView} />
      </Suspense>
    );
  }
  if (!webgl) {
    return (
      <section className="panel incident-list-page" aria-labelledby="incident-list-title">
        <h1 id="incident-list-title">{t("map.listTitle")}</h1>
        <p className="incident-list-page__notice" role="note">
          {t("map.noWebgl")}
        </p>
        <Suspense fallback={<PageLoading />}>
          <IncidentList />
        </Suspense>
      </section>
    );
  }
  if (embedded) {
    return (
      <Suspense fallback={<PageLoading />}>
        <h1 className="visually-hidden">{t("map.title")}</h1>
        <EmbedExplorer
          clusters={clusters}
          basemap={basemap}
          filter={filter}
          initialView={initialView}
          requestedView={requestedView}
          onViewChange={onViewChange}
          searching={Boolean(filter.q) && !titleMatches}
          onUnavailable={() => setWebgl(false)}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <h1 className="visually-hidden">{t("map.title")}</h1>
      <MapExplorer
        clusters={clusters}
        basemap={basemap}
        filter={filter}
        onFilterChange={onFilterChange}
        initialView={initialView}
        requestedView={requestedView}
        onViewChange={onViewChange}
        onGoTo={goTo}
        searching={Boolean(serverFilterKey(filter)) && !titleMatches}
        freshCount={fresh.length}
        onShowFresh={showFresh}
        ringed={ringed}
        onUnavailable={() => setWebgl(false)}
      />
    </Suspense>
  );
}

/** The map as another site's iframe shows it (/embed). */
export function EmbeddedMapPage() {
  return <MapPage embedded />;
}
