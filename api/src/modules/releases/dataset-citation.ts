import { MARKED_EXPORT_REVISION } from "@incident-watch/schema";
import { citation, DATA_LICENCE, withChecksum } from "../events/research/data-licence.js";
import { versionDate } from "../events/exports/export-metadata.js";

const TITLE = "Hostile incidents against European states attributed to Russia or China";

export interface CitedFile {
  format: string;
  url: string;
  /** Null while it is being computed: the citation then names the file without it. */
  sha256: string | null;
}

export interface DatasetCitation {
  apa: string;
  bibtex: string;
  /** CSL-JSON (Zotero, pandoc, Mendeley): one item, of CSL 1.0.2's variables only. */
  csl: Record<string, unknown>;
  /** A CITATION.cff (Citation File Format 1.2.0) for this version. */
  cff: string;
}

const quoted = (text: string) => JSON.stringify(text);

/**
 * How to cite one data version so that a reader gets exactly its data (decision 096): the version, the
 * address that gives its CSV again (`asOf`) and that file's SHA-256 (once computed), dated by the
 * version itself. A version published before export revision 5 keeps the CSL item its record had then.
 */
export function datasetCitation(
  publicUrl: string,
  version: string,
  files: readonly CitedFile[],
  recordUrl: string,
  revision: number,
): DatasetCitation {
  const released = versionDate(version);
  const day = released.toISOString().slice(0, 10);
  const csv = files.find((file) => file.format === "csv") ?? files[0]!;
  const cited = citation(publicUrl, version, released, csv.url);
  const { apa, bibtex } = csv.sha256
    ? withChecksum(cited, `SHA-256 of the ${csv.format.toUpperCase()} ${csv.sha256}`)
    : cited;
  const checksums = files.filter((file) => file.sha256).map((f) => `SHA-256 (${f.format}): ${f.sha256}`);
  const csl = {
    id: `incidentwatcheurope_${version.replace(/[^0-9A-Za-z]/g, "")}`,
    type: "dataset",
    title: TITLE,
    author: [{ literal: DATA_LICENCE.attribution }],
    publisher: DATA_LICENCE.attribution,
    issued: {
      "date-parts": [[released.getUTCFullYear(), released.getUTCMonth() + 1, released.getUTCDate()]],
    },
    version,
    URL: csv.url,
    ...(revision >= MARKED_EXPORT_REVISION
      ? // CSL has no licence variable (its schema refuses unknown keys): the licence is said in the note
        { note: [`Licence: ${DATA_LICENCE.spdx} (${DATA_LICENCE.url})`, ...checksums].join("; ") }
      : { license: DATA_LICENCE.spdx, note: checksums.join("; ") }),
  };
  const cff = [
    "cff-version: 1.2.0",
    'message: "If you use this data set, please cite it as below; the address gives this version again, byte for byte."',
    "type: dataset",
    `title: ${quoted(TITLE)}`,
    "authors:",
    `  - name: ${quoted(DATA_LICENCE.attribution)}`,
    `version: ${quoted(version)}`,
    `date-released: ${quoted(day)}`,
    `license: ${DATA_LICENCE.spdx}`,
    `url: ${quoted(csv.url)}`,
    `repository: ${quoted(recordUrl)}`,
    "identifiers:",
    ...files.flatMap((file) => [
      "  - type: url",
      `    value: ${quoted(file.url)}`,
      `    description: ${quoted(file.sha256 ? `${file.format.toUpperCase()}, SHA-256 ${file.sha256}` : file.format.toUpperCase())}`,
    ]),
    "",
  ].join("\n");
  return { apa, bibtex, csl, cff };
}
