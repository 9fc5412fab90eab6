import { MARKED_EXPORT_REVISION } from "@incident-watch/schema";
import { citation, DATA_LICENCE, withChecksum } from "../research/data-licence.js";
import type { ExportFormat } from "./event-export.js";
import { describeFilter } from "../research/rest-filter.js";
import type { ExportRevision } from "./export-revision.js";
import { LEGACY_EXPORT_REVISION } from "./legacy-export.js";

const TITLE = "Incident Watch Europe: hostile incidents against European states";

/** The address that gives this export of this data version again, byte for byte (decision 096). */
export function asOfAddress(publicUrl: string, version: string, query: string, format: string): string {
  const path = format === "json" ? "/api/events" : `/api/events/export.${format}`;
  return `${publicUrl}${path}?${query ? `${query}&` : ""}asOf=${version}`;
}

/**
 * The address a download names as its source: the one that gives it again (asOf), or in export revision
 * 0 the address it was downloaded from, as the code of that revision wrote it.
 */
function sourceAddress(
  publicUrl: string,
  version: string,
  query: string,
  format: string,
  revision?: ExportRevision,
): string {
  if (revision !== LEGACY_EXPORT_REVISION) return asOfAddress(publicUrl, version, query, format);
  return `${publicUrl}/api/events/export.${format}${query ? `?${query}` : ""}`;
}

/** A data version's whole CSV: its asOf address and SHA-256, as its record names them. */
export interface VersionCsv {
  url: string;
  sha256: string;
}

/** The instant a data version names (its latest public change). */
export function versionDate(version: string): Date {
  const [, y, mo, d, h, mi, s, ms] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)\.(\d{3})Z/.exec(version) ?? [];
  return y ? new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`) : new Date(0);
}

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
  revision?: ExportRevision,
): Record<string, unknown> {
  return {
    title: TITLE,
    licence: { name: DATA_LICENCE.name, id: DATA_LICENCE.spdx, url: DATA_LICENCE.url },
    attribution: DATA_LICENCE.attribution,
    dataVersion: version,
    filter: query,
    filterDescription: describeFilter(query) || "all approved incidents",
    source: sourceAddress(publicUrl, version, query, format, revision),
  };
}

/**
 * An XLSX workbook's sheet "About", one name and value a row: the same as GeoJSON's metadata, with the
 * citation of what was downloaded (APA and BibTeX), dated by its data version, not the download, so that
 * the same version is the same file.
 */
export function sheetAbout(
  publicUrl: string,
  version: string,
  query: string,
  revision?: ExportRevision,
  csv?: VersionCsv,
): [string, string][] {
  const source = sourceAddress(publicUrl, version, query, "xlsx", revision);
  const dated = citation(publicUrl, version, versionDate(version), source);
  // from export revision 5 (decision 110) the version's CSV and its SHA-256 are named, and cited
  const checked = (revision ?? MARKED_EXPORT_REVISION) >= MARKED_EXPORT_REVISION && csv;
  const cite = checked ? withChecksum(dated, `CSV ${csv.url}, SHA-256 ${csv.sha256}`) : dated;
  const checksum: [string, string][] = checked
    ? [
        ["Data version's CSV", csv.url],
        ["CSV SHA-256", csv.sha256],
      ]
    : [];
  return [
    ["Title", TITLE],
    ["Licence", `${DATA_LICENCE.name} (${DATA_LICENCE.spdx})`],
    ["Licence URL", DATA_LICENCE.url],
    ["Attribution", DATA_LICENCE.attribution],
    ["Data version", version],
    ["Filter", query],
    ["Filter description", describeFilter(query) || "all approved incidents"],
    ["Source", source],
    ...checksum,
    ["Cite (APA)", cite.apa],
    ["Cite (BibTeX)", cite.bibtex],
    ["Codebook", `${publicUrl}/codebook`],
    ["Dated snapshots", `${publicUrl}/api/snapshots`],
  ];
}
