import { useQuery } from "@apollo/client/react";
import { Link, useLocation } from "react-router-dom";
import { mapStyleQuery } from "../../../components/map/mapStyle.graphql";
import { dataCitationQuery } from "../data/map.graphql";
import { filterQuery, type ExplorerFilter } from "../filters/explorerUrl";
import type { BBox } from "../worker/clusterIndex";
import { formatDay, T, useLocale, useT } from "../../../i18n";

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * Downloads and a feed of exactly the current filter, and how to cite what is on screen: with the data
 * version and the licence, and in APA and BibTeX. The CSV starts with a byte-order mark (bom=1) so that
 * spreadsheet programs read its accents right; the XLSX workbook is the same table, with a sheet saying
 * what it is. "Save this search" hands the filter and the area in view to the settings' saving form.
 */
export function ExportLinks({ filter, area }: { filter: ExplorerFilter; area?: BBox | null }) {
  const t = useT("app", "map");
  // re-rendered with every URL change, so the permalink is the page's address as it is now
  const location = useLocation();
  // the site's public address (PUBLIC_URL), as the exports and the feed give it, not the one this
  // browser happens to use (a proxy's inner host, localhost)
  const publicUrl = useQuery(mapStyleQuery).data?.siteInfo.publicUrl;
  const query = filterQuery(filter);
  // the feed's own title in the page's language (English needs no parameter)
  const locale = useLocale();
  const feedQuery = locale === "en" ? query : [query, `lang=${locale}`].filter(Boolean).join("&");
  const permalink = publicUrl
    ? `${publicUrl}${location.pathname}${location.search}`
    : typeof window === "undefined"
      ? ""
      : window.location.href;
  const today = formatDay(new Date().toISOString().slice(0, 10));
  // the area in view as it last settled, to about 100 m: the saving form offers to keep to it
  const toSave = [query, area && `area=${area.map((degrees) => degrees.toFixed(3)).join()}`, "save=1"];
  const readable = [...new URLSearchParams(query)].map(([key, value]) => `${key}=${value}`).join("&");
  const { data } = useQuery(dataCitationQuery);
  const citation = data?.citation;
  return (
    <section className="map-exports" aria-labelledby="map-exports-title">
      <h2 id="map-exports-title" className="explorer__heading">
        {t("map.data")}
      </h2>
      {/* the formats are named as their files are, in every language */}
      <ul className="map-exports__links" translate="no">
        <li>
          <a href={withQuery("/api/events/export.csv", query ? `${query}&bom=1` : "bom=1")} download>
            CSV
          </a>
        </li>
        <li>
          <a href={withQuery("/api/events/export.xlsx", query)} download>
            XLSX
          </a>
        </li>
        <li>
          <a href={withQuery("/api/events/export.geojson", query)} download>
            GeoJSON
          </a>
        </li>
        <li>
          {/* a browser shows a feed as raw XML: it opens beside the map, for a feed reader to take */}
          <a
            translate="yes"
            href={withQuery("/api/events/feed.atom", feedQuery)}
            type="application/atom+xml"
            target="_blank"
            rel="noopener"
          >
            {t("map.atomFeed")} <span className="visually-hidden">{t("app.opensInNewTab")}</span>
          </a>
        </li>
      </ul>
      {/* the saving form, its texts and its calls load with the settings page, not with the map */}
      <p>
        <Link to={`/forum/settings?${toSave.filter(Boolean).join("&")}#save-search`}>{t("map.save")}</Link>
      </p>
      <p className="map-exports__cite">
        <T
          ns="map"
          id="map.cite"
          values={{
            filter: readable ? ` (${readable})` : "",
            version: citation ? t("map.cite.version", { version: citation.version }) : "",
            permalink,
            today,
          }}
          components={{ link: <a href={permalink} translate="no" /> }}
        />
        {data && (
          <>
            {" "}
            <T
              ns="map"
              id="map.licence"
              values={{ licence: data.licence.id.replace(/-/g, " ") }}
              components={{ licence: <a href={data.licence.url} rel="license" translate="no" /> }}
            />
          </>
        )}{" "}
        <T ns="map" id="map.snapshot" components={{ snapshot: <a href="/api/snapshots" /> }} />
      </p>
      {citation && (
        <details className="map-exports__formats">
          <summary>{t("map.citeFormats")}</summary>
          {/* a citation is quoted as the reference manager takes it, in English */}
          <p className="map-exports__apa" translate="no">
            {citation.apa}
          </p>
          <pre className="map-exports__bibtex" translate="no">
            {citation.bibtex}
          </pre>
        </details>
      )}
    </section>
  );
}
