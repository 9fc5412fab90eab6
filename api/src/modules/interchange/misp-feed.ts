import { createHash } from "node:crypto";
import { PUBLISHER, type IncidentRow, type RowSource } from "./incident-row.js";
import type { WithdrawnIncident } from "../incidents-read/withdrawn-incidents.queries.js";
import { uuidV5 } from "./uuid-v5.js";
import { isParty, kindTags, PARTIES } from "./vocabulary.js";
import { admiraltyTags, gradingWords, placeWords, whenWords } from "./precision-mapping.js";

const ORG = { name: PUBLISHER, uuid: uuidV5("misp-org:incident-watch-europe") };

/** An incident's MISP event UUID: the same in every feed. */
export const mispEventUuid = (id: string) => uuidV5(`misp-event:${id}`);

const seconds = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));

/** MISP's analysis levels: 2 is "completed" (a moderator reviewed it). Threat level 4 is "undefined". */
const ANALYSIS_COMPLETED = "2";
const THREAT_LEVEL_UNDEFINED = "4";

function tags(row: IncidentRow): { name: string }[] {
  const parties = row.attributions.filter((a) => isParty(a.party));
  return [
    "tlp:clear",
    ...kindTags(row.kind),
    ...parties.map((a) => `incident-watch-europe:attributed-to="${a.party}"`),
    ...(row.country ? [`incident-watch-europe:country="${row.country}"`] : []),
  ]
    .filter((name, i, all) => all.indexOf(name) === i)
    .map((name) => ({ name }));
}

/** The manifest's entry of an incident: what MISP lists before it fetches the event. */
function manifestEntry(row: IncidentRow) {
  return {
    Orgc: ORG,
    Tag: tags(row),
    info: row.title,
    date: row.date,
    analysis: ANALYSIS_COMPLETED,
    threat_level_id: THREAT_LEVEL_UNDEFINED,
    timestamp: seconds(row.updatedAt),
    publish_timestamp: seconds(row.updatedAt),
  };
}

/** A MISP feed's manifest.json: every incident's event by UUID (decision 097), withdrawn ones too. */
export function mispManifest(
  rows: readonly IncidentRow[],
  withdrawn: readonly WithdrawnIncident[] = [],
): Record<string, unknown> {
  const entries: [string, unknown][] = [
    ...rows.map((row): [string, unknown] => [mispEventUuid(row.id), manifestEntry(row)]),
    ...withdrawn.map((incident): [string, unknown] => [mispEventUuid(incident.id), withdrawnEntry(incident)]),
  ];
  return Object.fromEntries(entries);
}

/**
 * A feed's hashes.csv, which MISP's cached feeds read to correlate without fetching every event: a line
 * per attribute, the MD5 of its value and its event's UUID (what PyMISP's feed generator writes). A
 * withdrawn incident's attributes are deleted, so it has none.
 */
export function mispHashes(rows: readonly IncidentRow[]): string {
  const lines = rows.flatMap((row) => {
    const { uuid, Attribute } = mispEvent(row).Event;
    return Attribute.map((a) => `${createHash("md5").update(a.value, "utf8").digest("hex")},${uuid}`);
  });
  return lines.map((line) => `${line}\n`).join("");
}

/** A withdrawn incident's entry: dated by the withdrawal, so that MISP fetches the event again. */
function withdrawnEntry(incident: WithdrawnIncident) {
  return {
    Orgc: ORG,
    Tag: [{ name: "tlp:clear" }, { name: 'incident-watch-europe:status="withdrawn"' }],
    info: `Withdrawn: ${incident.reason}`,
    date: incident.withdrawnAt.slice(0, 10),
    analysis: ANALYSIS_COMPLETED,
    threat_level_id: THREAT_LEVEL_UNDEFINED,
    timestamp: seconds(incident.withdrawnAt),
    publish_timestamp: seconds(incident.withdrawnAt),
  };
}

/**
 * A withdrawn incident's event, as MISP feeds say it: MISP never deletes an event a feed no longer lists,
 * but takes an update of it, and soft-deletes the attributes marked `deleted`. So the event stays, dated
 * by the withdrawal, saying so, with each attribute it carried deleted, its sources' captures included;
 * the values are not what it held but what MISP's types accept: the incident's page for links, zeros for
 * a hash, the withdrawal's time for a time, "Withdrawn" for text.
 */
export function withdrawnMispEvent(incident: WithdrawnIncident): { Event: Record<string, unknown> } {
  const timestamp = seconds(incident.withdrawnAt);
  const page = `${incident.url}`;
  const PLACEHOLDERS: Record<string, string> = {
    link: page,
    sha256: "0".repeat(64),
    datetime: incident.withdrawnAt,
  };
  const comment = `Withdrawn by ${PUBLISHER}: ${incident.reason}`;
  const deleted = (key: string, type: string, category: string) => ({
    uuid: uuidV5(`misp-attribute:${incident.id}:${key}`),
    type,
    category,
    value: PLACEHOLDERS[type] ?? "Withdrawn",
    comment,
    to_ids: false,
    distribution: "5",
    timestamp,
    deleted: true,
  });
  return {
    Event: {
      uuid: mispEventUuid(incident.id),
      ...withdrawnEntry(incident),
      published: true,
      distribution: "3",
      Attribute: [
        deleted("page", "link", "External analysis"),
        ...incident.sourceIds.map((id) => deleted(`source:${id}`, "link", "External analysis")),
        ...incident.captures.flatMap(({ sourceId, wayback }) =>
          captureAttributeKinds(wayback).map(([suffix, type, category]) =>
            deleted(`capture:${sourceId}:${suffix}`, type, category),
          ),
        ),
        deleted("place", "text", "Other"),
        ...(incident.periodOnly ? [deleted("when", "text", "Other")] : []),
        ...incident.attributions
          .filter((a) => isParty(a.party))
          .map((a) => deleted(`attribution:${a.id}`, "threat-actor", "Attribution")),
      ],
    },
  };
}

type AttributeArguments = [key: string, type: string, category: string, value: string, comment: string];

/** The attributes a source's capture gives: key suffix, MISP type and category (the Wayback copy's if any). */
const captureAttributeKinds = (wayback: boolean): [suffix: string, type: string, category: string][] => [
  ["sha256", "sha256", "External analysis"],
  ["time", "datetime", "Other"],
  ["archive", "link", "External analysis"],
  ...(wayback ? [["wayback", "link", "External analysis"] as [string, string, string]] : []),
];

/** A source's capture as MISP attributes: the WARC's SHA-256, the capture's time, the archived copies. */
function captureAttributes({ id, url, capture }: RowSource): AttributeArguments[] {
  if (!capture) return [];
  const stamped = capture.timestamped ? "time-stamped (RFC 3161)" : "not time-stamped";
  const held: Record<string, [value: string, comment: string]> = {
    sha256: [capture.sha256, `SHA-256 of the WARC capture of ${url} at ${capture.warcUrl}, ${stamped}`],
    time: [capture.capturedAt, `When ${url} was captured`],
    archive: [capture.archiveUrl, `The capture of ${url} kept at ${PUBLISHER}`],
    wayback: [capture.waybackUrl ?? "", `The Wayback Machine's copy of ${url}`],
  };
  return captureAttributeKinds(Boolean(capture.waybackUrl)).map(([suffix, type, category]) => [
    `capture:${id}:${suffix}`,
    type,
    category,
    ...held[suffix]!,
  ]);
}

/**
 * One incident as a MISP event: its page and sources as links, its place and each attribution (who, by
 * whom, how sure) as text attributes, its kind and attributed parties as tags.
 */
export function mispEvent(row: IncidentRow) {
  const uuid = mispEventUuid(row.id);
  const timestamp = seconds(row.updatedAt);
  const attribute = (
    key: string,
    type: string,
    category: string,
    value: string,
    comment: string,
    tags: { name: string }[] = [],
  ) => ({
    uuid: uuidV5(`misp-attribute:${row.id}:${key}`),
    type,
    category,
    value,
    comment,
    to_ids: false,
    distribution: "5",
    timestamp,
    // an incident published again after a withdrawal: its attributes come back
    deleted: false,
    ...(tags.length ? { Tag: tags } : {}),
  });
  const place = `${row.latitude},${row.longitude}${row.country ? ` (${row.country})` : ""}`;
  const precision = placeWords(row);
  return {
    Event: {
      uuid,
      ...manifestEntry(row),
      published: true,
      distribution: "3",
      Attribute: [
        attribute(
          "page",
          "link",
          "External analysis",
          row.url,
          "The incident's page at Incident Watch Europe",
        ),
        // a graded source carries its Admiralty grading as MISP's admiralty-scale tags (decision 100)
        ...row.sources.map((s) =>
          attribute(
            `source:${s.id}`,
            "link",
            "External analysis",
            s.url,
            ["A source it rests on", gradingWords(s)].filter(Boolean).join("; "),
            admiraltyTags(s),
          ),
        ),
        // each source's capture (decision 125): its hash, time and archived copy, and the Wayback copy
        ...row.sources.flatMap((s) => captureAttributes(s).map((a) => attribute(...a))),
        attribute(
          "place",
          "text",
          "Other",
          place,
          `Latitude, longitude (WGS 84)${precision ? `; ${precision}` : ""}`,
        ),
        // a day known only to its month or year: the event's date is the period's first day
        ...(row.timePrecision && row.timePrecision !== "day"
          ? [attribute("when", "text", "Other", whenWords(row).slice(3), "When it happened")]
          : []),
        ...row.attributions
          .filter((a) => isParty(a.party))
          .map((a) =>
            attribute(
              `attribution:${a.id}`,
              "threat-actor",
              "Attribution",
              PARTIES[a.party as keyof typeof PARTIES].name,
              `Attributed by ${a.attributedBy} on ${a.date} (${a.confidence})`,
            ),
          ),
      ],
    },
  };
}
