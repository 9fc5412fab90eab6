// The codebook's words: what each kind, party, attributor and confidence level means, in the API's enum
// descriptions and on the site's /codebook. A module of its own, so that only the codebook page loads it.
import type { IncidentKind } from "./incident-kinds.js";
import type { AttributionParty, Attributor, ConfidenceLevel } from "./ledger.js";
import type {
  InformationCredibility,
  PlacePrecision,
  SourceReliability,
  TimePrecision,
} from "./precision.js";

/** What each kind covers. */
export const incidentKindMeanings: Record<IncidentKind, string> = {
  sabotage: "Physical damage or an attempt at it: cut cables, arson, explosions, derailments, tampering.",
  cyber: "Attacks on computer systems: intrusions, ransomware, denial of service, theft of data.",
  airspace: "Drones or aircraft over military sites, airports or infrastructure, and airspace violations.",
  espionage: "Spying by people: agents, watching sites, recruiting insiders, stealing secrets.",
  disinformation: "False or coordinated stories, fake sites and accounts, interference in elections.",
  other:
    "Any other hostile act; also every incident reported before kinds existed, until a moderator sets one.",
};

export const partyMeanings: Record<AttributionParty, string> = {
  russia: "The Russian state or its services.",
  china: "The Chinese state or its services.",
  russian_proxy: "A group said to act for Russia (hired saboteurs, hacker groups).",
  chinese_proxy: "A group said to act for China.",
  unknown: "Named as hostile, with no one named as responsible.",
};

export const attributorMeanings: Record<Attributor, string> = {
  prosecutor: "A prosecutor's charge or a court.",
  government: "A government's or a state agency's public statement.",
  company: "The affected company or a security vendor.",
  researcher: "An independent or academic researcher.",
  media: "A press report.",
};

export const confidenceMeanings: Record<ConfidenceLevel, string> = {
  confirmed: "Stated as fact by whoever attributes it.",
  probable: "Stated as likely, with evidence named.",
  suspected: "Suspected or alleged; also every submitter's choice until reviewed.",
};

/** How precisely the place is known, and the radius the map draws around the point (decision 099). */
export const placePrecisionMeanings: Record<PlacePrecision, string> = {
  exact: "The point is where it happened: a site, a street, a stretch of line (within about 100 m).",
  town: "Only the town or city is known; the point is its centre (within about 5 km).",
  region: "Only the region or county is known; the point is its centre (within about 50 km).",
  country: "Only the country is known; the point is a stand-in, not a place.",
};

/** How precisely the day is known: the date is then the first day of the month or year. */
export const timePrecisionMeanings: Record<TimePrecision, string> = {
  day: "The day is known.",
  month: "Only the month is known; the date is its first day.",
  year: "Only the year is known; the date is 1 January of it.",
};

/** The Admiralty grading's source reliability (NATO AJP-2.1; decision 100). */
export const reliabilityMeanings: Record<SourceReliability, string> = {
  A: "Completely reliable: no doubt of its authenticity, trustworthiness or competence; a history of complete reliability.",
  B: "Usually reliable: minor doubt; a history of valid information most of the time.",
  C: "Fairly reliable: doubt; has given valid information in the past.",
  D: "Not usually reliable: significant doubt; has given valid information in the past.",
  E: "Unreliable: lacking in authenticity, trustworthiness and competence; a history of invalid information.",
  F: "Reliability cannot be judged: no basis to judge the source.",
};

/** The Admiralty grading's information credibility (NATO AJP-2.1; decision 100). */
export const credibilityMeanings: Record<InformationCredibility, string> = {
  1: "Confirmed by other sources: confirmed by other independent sources, logical, consistent with what else is known.",
  2: "Probably true: not confirmed; logical and consistent with what else is known.",
  3: "Possibly true: not confirmed; reasonably logical, agrees with some of what else is known.",
  4: "Doubtful: not confirmed; possible but not logical; nothing else is known of it.",
  5: "Improbable: not confirmed; not logical, contradicted by what else is known.",
  6: "Truth cannot be judged: no basis to judge the information.",
};

/** One column of the incident downloads: its CSV (and XLSX) name, its GeoJSON and JSON name, its meaning. */
export interface IncidentColumn {
  csv: string;
  /** The GeoJSON property and JSON field; the coordinates are GeoJSON's geometry. */
  json: string;
  meaning: string;
  /**
   * The export revision that added it (decision 099); 1 when absent. A data version is written in the
   * revision of its time, so a version published before a column existed keeps its bytes without it.
   */
  since?: number;
  /**
   * The last export revision that has it, when a later one dropped it (decision 103): the column is
   * deprecated, and the codebook says since when and where its information still is.
   */
  until?: number;
}

/**
 * The columns of the CSV and XLSX downloads, in their order, and the same data as GeoJSON properties: the
 * list the API writes its files from and the site's /codebook shows, so the two cannot disagree.
 */
export const INCIDENT_COLUMNS: readonly IncidentColumn[] = [
  {
    csv: "id",
    json: "id",
    meaning:
      "Its number. It never changes: keep a copy up to date by it. In GeoJSON it is the feature's own id; " +
      "the `id` property beside it is deprecated since 2026-11-25 and left out from export revision 3.",
  },
  { csv: "date", json: "date", meaning: "The day it happened, yyyy-mm-dd." },
  {
    csv: "title",
    json: "title",
    meaning: "What happened, in a line: the source page's title, or a moderator's wording.",
  },
  {
    csv: "type",
    json: "type",
    meaning: "Russia (russian) or China (chinese): the state its strongest attribution names.",
  },
  { csv: "kind", json: "kind", meaning: "The kind of attack, below." },
  {
    csv: "country",
    json: "country",
    meaning:
      "The European state where it happened (ISO 3166-1 alpha-2, XK for Kosovo), from the coordinates; a " +
      "point at sea counts for the nearest coast within 25 km. Empty when none.",
  },
  {
    csv: "latitude",
    json: "latitude",
    meaning:
      "Where it happened, WGS 84 degrees north; to 5 decimals (about 1 m) from export revision 3, to 4 " +
      "(about 10 m; an exact place is known within about 100 m) from export revision 4.",
  },
  {
    csv: "longitude",
    json: "longitude",
    meaning:
      "Where it happened, WGS 84 degrees east; to 5 decimals (about 1 m) from export revision 3, to 4 " +
      "(about 10 m) from export revision 4.",
  },
  {
    csv: "source_url",
    json: "sourceUrl",
    meaning: "The report it was submitted with; further reports are its sources.",
  },
  {
    csv: "published_at",
    json: "publishedAt",
    meaning: "When it was first made public, ISO 8601 in UTC; to the second from export revision 3.",
  },
  {
    csv: "updated_at",
    json: "updatedAt",
    meaning:
      "Its last public change (publication or a moderator's correction), ISO 8601 in UTC; to the second " +
      "from export revision 3. From export revision 4 empty (in GeoJSON left out) when it is `published_at` " +
      "to the second: it has not changed since; read it as `published_at` then.",
  },
  {
    csv: "url",
    json: "url",
    meaning:
      "Its page on this site. Deprecated since 2026-11-25 and left out of the CSV, XLSX and GeoJSON from " +
      "export revision 3: it is always the site's address, /incident/ and the id; the JSON list keeps it.",
    until: 2,
  },
  {
    csv: "attribution_party",
    json: "attributionParty",
    meaning: "Its strongest attribution: who is said to be responsible (party, below).",
  },
  {
    csv: "attribution_by",
    json: "attributionBy",
    meaning: "Its strongest attribution: who made it (attributedBy, below).",
  },
  {
    csv: "attribution_confidence",
    json: "attributionConfidence",
    meaning: "Its strongest attribution: how sure (confidence, below).",
  },
  {
    csv: "attribution_date",
    json: "attributionDate",
    meaning: "Its strongest attribution: the day it was made, yyyy-mm-dd.",
  },
  {
    csv: "source_count",
    json: "sourceCount",
    meaning: "How many sources it rests on (each one is in the JSON list and on its page).",
  },
  {
    csv: "attribution_count",
    json: "attributionCount",
    meaning: "How many attributions it carries (each one is in the JSON list and on its page).",
  },
  {
    csv: "place_precision",
    json: "placePrecision",
    meaning:
      "How precisely the place is known: exact, town, region or country (below). Added in export revision 2.",
    since: 2,
  },
  {
    csv: "time_precision",
    json: "timePrecision",
    meaning: "How precisely the day is known: day, month or year (below). Added in export revision 2.",
    since: 2,
  },
  {
    csv: "title_language",
    json: "titleLanguage",
    meaning:
      "The language the title is written in (de, en, pl …). Translations are added on request " +
      "(translations=de,pl). Added in export revision 6.",
    since: 6,
  },
  {
    csv: "evidence_status",
    json: "evidenceStatus",
    meaning:
      "How far its evidence is checked: reported, corroborated or confirmed (below). Added in export revision 6.",
    since: 6,
  },
  {
    csv: "geolocation_method",
    json: "geolocationMethod",
    meaning:
      "How its place was established (below); empty until a moderator says. Added in export revision 6.",
    since: 6,
  },
  {
    csv: "capture_sha256",
    json: "captureSha256",
    meaning:
      "The SHA-256 of this site's WARC capture of source_url; empty while it has none. Added in export revision 6.",
    since: 6,
  },
  {
    csv: "captured_at",
    json: "capturedAt",
    meaning: "When source_url was captured, ISO 8601 in UTC. Added in export revision 6.",
    since: 6,
  },
  {
    csv: "archive_url",
    json: "archiveUrl",
    meaning:
      "The captured page on this site; its WARC is at the same address ending in capture.warc instead of page. " +
      "Added in export revision 6.",
    since: 6,
  },
  {
    csv: "capture_timestamped",
    json: "captureTimestamped",
    meaning:
      "Whether a time-stamp authority stamped the capture's SHA-256 (RFC 3161): true or false. Added in " +
      "export revision 6.",
    since: 6,
  },
  {
    csv: "wayback_url",
    json: "waybackUrl",
    meaning: "The Wayback Machine's copy of source_url, when it saved one. Added in export revision 6.",
    since: 6,
  },
  {
    csv: "location",
    json: "location",
    meaning:
      "The nearest populated place in the incident's country (GeoNames, at least 1,000 inhabitants), named " +
      "as GeoNames writes it, as the incident's public version recorded it; empty while that version records " +
      "none. Added in export revision 7.",
    since: 7,
  },
  {
    csv: "admin1",
    json: "admin1",
    meaning:
      "The first-level region that place is in (a voivodeship, a Land, a county), its name in English. " +
      "Added in export revision 7.",
    since: 7,
  },
  {
    csv: "admin1_code",
    json: "admin1Code",
    meaning: "That region's ISO 3166-2 code (PL-22, LT-VL). Added in export revision 7.",
    since: 7,
  },
  {
    csv: "distance_km",
    json: "distanceKm",
    meaning:
      "Kilometres from the incident's point to that place along the Earth's surface, to one decimal. " +
      "Added in export revision 7.",
    since: 7,
  },
];

/**
 * The latest export revision: the downloads of every data version published since it have its columns.
 * Revision 3 (decision 103) left out `url` and GeoJSON's `id` property, and writes coordinates to 5
 * decimals and times to the second; revision 4 (decision 105) writes coordinates to 4 decimals, leaves
 * `updated_at` empty when it is `published_at`, and leaves GeoJSON's null properties out; revision 5
 * (decision 110) adds no column: STIX bundles carry the TLP marking and the withdrawn incidents, revoked,
 * and a workbook's sheet About the checksum of its version's CSV; revision 6 (decision 125) adds the
 * title's language, the evidence status and the capture of the incident's source; revision 7 (decision
 * 166) adds the incident's place as its version recorded it: location, admin1, admin1_code and distance_km.
 */
export const LATEST_EXPORT_REVISION = 7;

/** The revision from which the downloads are slimmer (decision 103). */
export const SLIM_EXPORT_REVISION = 3;

/**
 * The revision from which the downloads write nothing twice and nothing for null (decision 105): an
 * `updated_at` equal to `published_at` is empty, a GeoJSON property whose value is null is left out, and
 * coordinates have 4 decimals.
 */
export const SPARSE_EXPORT_REVISION = 4;

/**
 * The revision from which a STIX bundle is marked TLP:CLEAR and revokes the incidents withdrawn by its data
 * version, and a workbook's sheet About names its version's CSV and that file's SHA-256 (decision 110).
 */
export const MARKED_EXPORT_REVISION = 5;

/**
 * The revision from which every format carries the title's language, the evidence status and geolocation
 * method, and each source's capture (STIX and MISP with its SHA-256), and offers translations of the
 * title on request (decision 125).
 */
export const EVIDENCE_EXPORT_REVISION = 6;

/**
 * The revision from which every flat format and the JSON list name each incident's place as its public
 * version recorded it: the nearest populated place, its region and ISO 3166-2 code, and the distance
 * (decision 166).
 */
export const PLACE_EXPORT_REVISION = 7;

/**
 * What the codebook says of empty values: a CSV or XLSX cell is empty for null; a GeoJSON property is
 * null (export revisions 1 to 3) or left out (from revision 4).
 */
export const NULL_VALUES_NOTE =
  "An empty CSV or XLSX cell is a null value. In GeoJSON a null property is written as null up to export " +
  "revision 3 and left out from export revision 4: a property a feature lacks is null.";

/** The downloads' columns in an export revision: those added at or before it and not dropped, in order. */
export const incidentColumnsOf = (revision: number): readonly IncidentColumn[] =>
  INCIDENT_COLUMNS.filter(
    (column) => (column.since ?? 1) <= revision && revision <= (column.until ?? Infinity),
  );
