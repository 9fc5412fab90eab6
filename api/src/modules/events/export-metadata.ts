import { citation, DATA_LICENCE } from "./data-licence.js";
import type { ExportFormat } from "./event-export.js";
import { describeFilter } from "./rest-filter.js";

const TITLE = "Incident Watch Europe: hostile incidents against European states";

/**
 * What a download says about itself (GeoJSON's "metadata" member, an XLSX workbook's sheet "About"; a
 * CSV says it in headers, since a comment line would trip its parsers): the licence, the data version and
 * the filter. No date of its own: the same filter at the same version is the same file.
 */
export function exportMetadata(
  publicUrl: string,
  version: string,
  query: string,
  format: ExportFormat = "geojson",
): Record<string, unknown> {
  return {
    title: TITLE,
    licence: { name: DATA_LICENCE.name, id: DATA_LICENCE.spdx, url: DATA_LICENCE.url },
    attribution: DATA_LICENCE.attribution,
    dataVersion: version,
    filter: query,
    filterDescription: describeFilter(query) || "all approved incidents",
    source: `${publicUrl}/api/events/export.${format}${query ? `?${query}` : ""}`,
  };
}

/**
 * An XLSX workbook's sheet "About", one name and value a row: the same as GeoJSON's metadata, with the
 * citation of what was downloaded (APA and BibTeX, dated the day of the download, UTC).
 */
export function sheetAbout(
  publicUrl: string,
  version: string,
  query: string,
  now = new Date(),
): [string, string][] {
  const source = `${publicUrl}/api/events/export.xlsx${query ? `?${query}` : ""}`;
  const cite = citation(publicUrl, version, now, source);
  return [
    ["Title", TITLE],
    ["Licence", `${DATA_LICENCE.name} (${DATA_LICENCE.spdx})`],
    ["Licence URL", DATA_LICENCE.url],
    ["Attribution", DATA_LICENCE.attribution],
    ["Data version", version],
    ["Filter", query],
    ["Filter description", describeFilter(query) || "all approved incidents"],
    ["Source", source],
    ["Cite (APA)", cite.apa],
    ["Cite (BibTeX)", cite.bibtex],
    ["Codebook", `${publicUrl}/codebook`],
    ["Dated snapshots", `${publicUrl}/api/snapshots`],
  ];
}
