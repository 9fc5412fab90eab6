import { DATA_LICENCE } from "./data-licence.js";
import { describeFilter } from "./rest-filter.js";

/**
 * What a download says about itself (GeoJSON's "metadata" member; a CSV says it in headers, since a
 * comment line would trip its parsers): the licence, the data version and the filter. No date of its own:
 * the same filter at the same version is the same file.
 */
export function exportMetadata(publicUrl: string, version: string, query: string): Record<string, unknown> {
  return {
    title: "Incident Watch Europe: hostile incidents against European states",
    licence: { name: DATA_LICENCE.name, id: DATA_LICENCE.spdx, url: DATA_LICENCE.url },
    attribution: DATA_LICENCE.attribution,
    dataVersion: version,
    filter: query,
    filterDescription: describeFilter(query) || "all approved incidents",
    source: `${publicUrl}/api/events/export.geojson${query ? `?${query}` : ""}`,
  };
}
