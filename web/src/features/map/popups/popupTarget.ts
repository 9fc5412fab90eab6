import type { MapItem } from "../worker/clusterIndex";

/** What a popup shows: one incident, or every incident at one point. */
export type PopupTarget = Exclude<MapItem, { kind: "cluster" }>;

/** A short description of a marker, for its tooltip. */
export function markerTooltip(item: MapItem): string {
  if (item.kind === "event")
    return `${item.type === "chinese" ? "Chinese" : "Russian"} incident: click for details`;
  const parts = [item.russian && `${item.russian} Russian`, item.chinese && `${item.chinese} Chinese`]
    .filter(Boolean)
    .join(", ");
  const where = item.kind === "location" || item.same ? " at one place" : "";
  const action = item.kind === "location" || item.same ? "click to list them" : "click to zoom in";
  return `${item.count} incidents${where} (${parts}): ${action}`;
}
