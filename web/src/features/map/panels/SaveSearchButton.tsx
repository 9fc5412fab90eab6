import { Link } from "react-router-dom";
import { useT } from "../../../i18n";
import { filterQuery, type ExplorerFilter } from "../filters/explorerUrl";
import type { BBox } from "../worker/clusterIndex";

/**
 * "Save this search": a link to the settings, which open the saving form with the map's filter and the
 * area in view (the form, its texts and its calls load with the settings page, not with the map).
 */
export function SaveSearchButton({ filter, area }: { filter: ExplorerFilter; area: BBox | null }) {
  const t = useT("map");
  const query = [filterQuery(filter), area && `area=${area.map((n) => n.toFixed(4)).join(",")}`, "save=1"];
  return (
    <p className="map-save-search">
      <Link
        className="button button--ghost"
        to={`/forum/settings?${query.filter(Boolean).join("&")}#save-search`}
      >
        {t("map.saveSearch")}
      </Link>
    </p>
  );
}
