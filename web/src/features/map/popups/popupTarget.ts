import type { Translate } from "../../../i18n";
import type { MapItem } from "../worker/clusterIndex";

/** What a popup shows: one incident, or every incident at one point. */
export type PopupTarget = Exclude<MapItem, { kind: "cluster" }>;

/** A short description of a marker, for its tooltip. */
export function markerTooltip(item: MapItem, t: Translate): string {
  if (item.kind === "event") return t("map.tooltip.event", { type: item.type });
  const parts = [
    item.russian && t("map.tooltip.russian", { count: item.russian }),
    item.chinese && t("map.tooltip.chinese", { count: item.chinese }),
  ]
    .filter(Boolean)
    .join(", ");
  const place = item.kind === "location" || item.same ? "one" : "many";
  return t("map.tooltip.group", { count: item.count, place, parts });
}
