/** The licence of the incident data (decision 068): every export, the API and the site name it. */
export const DATA_LICENCE = {
  name: "Creative Commons Attribution 4.0 International",
  spdx: "CC-BY-4.0",
  url: "https://creativecommons.org/licenses/by/4.0/",
  attribution: "Incident Watch Europe",
} as const;

/** The Link header every research download and listing carries: the licence (RFC 4946's relation). */
export const LICENCE_LINK = `<${DATA_LICENCE.url}>; rel="license"; title="${DATA_LICENCE.spdx}"`;

export interface Citation {
  apa: string;
  bibtex: string;
  version: string;
  accessed: string;
  url: string;
}

/**
 * "Cite this data" in APA (7th edition, data set) and BibTeX (@misc, the form biblatex and natbib both
 * read), naming the data version and the day it was read (UTC). `url` is what was read (the site's
 * address by default).
 */
export function citation(
  publicUrl: string,
  version: string,
  now = new Date(),
  url = `${publicUrl}/`,
): Citation {
  const accessed = now.toISOString().slice(0, 10);
  const year = version.slice(0, 4);
  const readable = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(now);
  const apa =
    `Incident Watch Europe. (${year}). Hostile incidents against European states attributed to Russia or ` +
    `China (Version ${version}) [Data set]. ${DATA_LICENCE.spdx}. Retrieved ${readable}, from ${url}`;
  const bibtex = [
    `@misc{incidentwatcheurope_${version.replace(/[^0-9A-Za-z]/g, "")},`,
    `  author = {{Incident Watch Europe}},`,
    `  title = {Hostile incidents against European states attributed to Russia or China},`,
    `  year = {${year}},`,
    `  version = {${version}},`,
    `  howpublished = {\\url{${url}}},`,
    `  note = {Data set, ${DATA_LICENCE.spdx}. Accessed ${accessed}},`,
    `  urldate = {${accessed}}`,
    `}`,
  ].join("\n");
  return { apa, bibtex, version, accessed, url };
}

/**
 * A citation that also names a file's checksum (`SHA-256 of the CSV …`), so that a reader can check that
 * what they hold is what was cited: after the APA reference, and in BibTeX's note.
 */
export function withChecksum(cite: Citation, checksum: string): Citation {
  return {
    ...cite,
    apa: `${cite.apa} (${checksum})`,
    bibtex: cite.bibtex.replace(
      / {2}note = \{([^}]*)\},/,
      (_, note: string) => `  note = {${note}. ${checksum}},`,
    ),
  };
}
