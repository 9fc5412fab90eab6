import { useQuery } from "@apollo/client/react";
import { Suspense, useState } from "react";
import { lazyWithTimeout } from "../../app/lazyWithTimeout";
import { PageLoading } from "../../app/PageLoading";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { IncidentList } from "./IncidentList";
import { mapStyleQuery } from "./map.graphql";
import { MAP_DATA_URL } from "./mapData";
import { prestartClusterWorkers } from "./clusterWorkers";
import { useClusters } from "./useClusters";
import { hasWebGL } from "./webgl";
import "./map.css";

// maplibre and deck.gl come in their own chunk, so no other page ever downloads them
const IncidentMap = lazyWithTimeout(() =>
  import("./IncidentMap").then((module) => ({ default: module.IncidentMap })),
);

// landing on the home page, the incidents start downloading before React has even rendered it
if (typeof window !== "undefined" && window.location.pathname === "/" && hasWebGL()) {
  prestartClusterWorkers(MAP_DATA_URL);
}

/**
 * The home screen. The clustering worker starts loading the incidents at once, while the map's chunk and
 * style are still on their way; without WebGL the same incidents are shown as a list.
 */
export function MapPage() {
  useDocumentTitle("Incident map");
  const [webgl, setWebgl] = useState(hasWebGL);
  const clusters = useClusters(MAP_DATA_URL, webgl);
  const style = useQuery(mapStyleQuery, { skip: !webgl });

  if (!webgl) {
    return (
      <section className="panel incident-list-page" aria-labelledby="incident-list-title">
        <h1 id="incident-list-title">Incidents</h1>
        <p className="incident-list-page__notice" role="note">
          The interactive map needs WebGL, which this browser does not offer (it may be turned off or
          unsupported). Here are the same incidents as a list.
        </p>
        <IncidentList />
      </section>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <h1 className="visually-hidden">Incident map</h1>
      <IncidentMap
        clusters={clusters}
        mapStyleUrl={style.loading ? undefined : (style.data?.siteInfo.mapStyleUrl ?? null)}
        onUnavailable={() => setWebgl(false)}
      />
    </Suspense>
  );
}
