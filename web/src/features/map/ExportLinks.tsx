import { useLocation } from "react-router-dom";
import { filterQuery, type ExplorerFilter } from "./explorerUrl";
import { formatEventDate } from "./eventFormat";

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** Downloads and a feed of exactly the current filter, and how to cite what is on screen. */
export function ExportLinks({ filter }: { filter: ExplorerFilter }) {
  // re-rendered with every URL change, so the permalink is the page's address as it is now
  useLocation();
  const query = filterQuery(filter);
  const permalink = typeof window === "undefined" ? "" : window.location.href;
  const today = formatEventDate(new Date().toISOString().slice(0, 10));
  const readable = [...new URLSearchParams(query)].map(([key, value]) => `${key}=${value}`).join("&");
  return (
    <section className="map-exports" aria-labelledby="map-exports-title">
      <h2 id="map-exports-title" className="explorer__heading">
        Data
      </h2>
      <ul className="map-exports__links">
        <li>
          <a href={withQuery("/api/events/export.csv", query)} download>
            CSV
          </a>
        </li>
        <li>
          <a href={withQuery("/api/events/export.geojson", query)} download>
            GeoJSON
          </a>
        </li>
        <li>
          <a href={withQuery("/api/events/feed.atom", query)} type="application/atom+xml">
            Atom feed
          </a>
        </li>
      </ul>
      <p className="map-exports__cite">
        Cite this data: Incident Watch Europe, incidents{readable ? ` (${readable})` : ""},{" "}
        <a href={permalink}>{permalink}</a>, retrieved {today}.
      </p>
    </section>
  );
}
