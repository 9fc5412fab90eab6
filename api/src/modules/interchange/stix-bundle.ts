import { DATA_LICENCE } from "../events/research/data-licence.js";
import { PUBLISHER, type IncidentRow, type RowSource } from "./incident-row.js";
import { uuidV5 } from "./uuid-v5.js";
import { isParty, kindTags, PARTIES, STIX_CONFIDENCE, type Party } from "./vocabulary.js";
import { gradingWords, stixPeriod, stixPlace, whenWords } from "./precision-mapping.js";
import type { WithdrawnIncident } from "../incidents-read/withdrawn-incidents.queries.js";

export type StixObject = Record<string, unknown> & { type: string; id: string };

/** What a bundle holds besides its incidents: from export revision 5 (decision 110), both of these. */
export interface BundleOptions {
  /** Every object marked TLP:CLEAR (TLP 2.0), the marking's definition first. */
  marked: boolean;
  /** Incidents withdrawn by the bundle's data version, each as a new version of its objects, revoked. */
  withdrawn: readonly WithdrawnIncident[];
}

/** Identifiers derived from the site's own (UUIDv5): the same incident is the same object in every bundle. */
const stixId = (type: string, name: string) => `${type}--${uuidV5(`${type}:${name}`)}`;

export const PUBLISHER_ID = stixId("identity", "incident-watch-europe");
/** The date the site's fixed objects (itself, the parties) carry, so that they never change. */
const FIXED = "2026-11-23T00:00:00.000Z";

/**
 * TLP:CLEAR as OASIS defines it for TLP 2.0 (cti-stix-common-objects, extension-definition-specifications/
 * tlp-2.0): the data is public, anyone may share it.
 */
const TLP_EXTENSION = "extension-definition--60a3c5c5-0d10-413e-aab3-9e08dde9e88d";
export const TLP_CLEAR: StixObject = {
  type: "marking-definition",
  spec_version: "2.1",
  id: "marking-definition--94868c89-83c2-464b-929b-a1a8aa3c8487",
  created: "2022-10-01T00:00:00.000Z",
  name: "TLP:CLEAR",
  extensions: { [TLP_EXTENSION]: { extension_type: "property-extension", tlp_2_0: "clear" } },
};

/** A source as an external reference; its Admiralty grading (decision 100) and archived copy in words. */
function sourceReference(source: RowSource) {
  const host = new URL(source.url).hostname.replace(/^www\./, "");
  const notes = [gradingWords(source), source.archivedUrl && `Archived at ${source.archivedUrl}`];
  const description = notes.filter(Boolean).join(". ");
  return {
    source_name: source.outlet ?? host,
    url: source.url,
    ...(description ? { description } : {}),
  };
}

/**
 * A source's capture as external references (decision 125): the WARC kept on this site with its SHA-256
 * (the hash is of that file), and the Wayback Machine's copy when it saved one.
 */
function captureReferences({ url, capture }: RowSource) {
  if (!capture) return [];
  const stamped = capture.timestamped ? "time-stamped by an RFC 3161 authority" : "not time-stamped";
  return [
    {
      source_name: `${PUBLISHER} archive`,
      description: `Capture of ${url} at ${capture.capturedAt} (WARC), ${stamped}; archived page ${capture.archiveUrl}`,
      url: capture.warcUrl,
      hashes: { "SHA-256": capture.sha256 },
    },
    ...(capture.waybackUrl ? [{ source_name: "Wayback Machine", url: capture.waybackUrl }] : []),
  ];
}

/** Builds one bundle's objects: every one marked, or none. */
class StixWriter {
  constructor(private readonly marked: boolean) {}

  private readonly marking = () => (this.marked ? { object_marking_refs: [TLP_CLEAR.id] } : {});

  common(type: string, id: string, created: string, modified: string) {
    return {
      type,
      spec_version: "2.1",
      id,
      created_by_ref: PUBLISHER_ID,
      created,
      modified,
      ...this.marking(),
    };
  }

  publisher(): StixObject {
    return {
      type: "identity",
      spec_version: "2.1",
      id: PUBLISHER_ID,
      created: FIXED,
      modified: FIXED,
      name: PUBLISHER,
      identity_class: "organization",
      description: `Publishes the incident data under ${DATA_LICENCE.name} (${DATA_LICENCE.spdx}).`,
      ...this.marking(),
    };
  }

  party(name: Party): StixObject {
    const { name: title, description, types } = PARTIES[name];
    return {
      ...this.common("threat-actor", stixId("threat-actor", name), FIXED, FIXED),
      name: title,
      description,
      threat_actor_types: types,
    };
  }

  /** One incident's objects: the incident, its place, and each attribution to a state or its proxies. */
  incident(row: IncidentRow): StixObject[] {
    const incidentId = stixId("incident", row.id);
    const [created, modified] = [row.publishedAt, row.updatedAt];
    const location: StixObject = {
      ...this.common("location", stixId("location", row.id), created, modified),
      ...stixPlace(row),
    };
    const incident: StixObject = {
      ...this.common("incident", incidentId, created, modified),
      name: row.title,
      description: `${row.kind} ${whenWords(row)}${row.country ? ` in ${row.country}` : ""}`,
      labels: kindTags(row.kind),
      external_references: [
        { source_name: PUBLISHER, url: row.url, external_id: row.id },
        ...row.sources.flatMap((source) => [sourceReference(source), ...captureReferences(source)]),
      ],
    };
    const locatedAt: StixObject = {
      ...this.common("relationship", stixId("relationship", `${row.id}:located-at`), created, modified),
      relationship_type: "located-at",
      source_ref: incidentId,
      target_ref: location.id,
      ...stixPeriod(row),
    };
    const attributions = row.attributions.flatMap((a): StixObject[] => {
      if (!isParty(a.party)) return [];
      const source = row.sources.find((s) => s.id === a.sourceId);
      return [
        {
          ...this.common("relationship", stixId("relationship", `attribution:${a.id}`), created, modified),
          relationship_type: "attributed-to",
          source_ref: incidentId,
          target_ref: stixId("threat-actor", a.party),
          confidence: STIX_CONFIDENCE[a.confidence],
          description: `Attributed by ${a.attributedBy} on ${a.date} (${a.confidence})`,
          ...(source ? { external_references: [sourceReference(source)] } : {}),
        },
      ];
    });
    return [incident, location, locatedAt, ...attributions];
  }

  /**
   * A withdrawn incident's objects, each a new version dated by the withdrawal and revoked: the incident
   * named by its id and the public reason, its place reduced to Europe, its relationships to their ends.
   * None of its content is published again.
   */
  revoked(incident: WithdrawnIncident): StixObject[] {
    const { id, publishedAt: created, withdrawnAt: modified } = incident;
    const incidentId = stixId("incident", id);
    const version = (type: string, name: string) => ({
      ...this.common(type, stixId(type, name), created, modified),
      revoked: true,
    });
    const location = { ...version("location", id), region: "europe" };
    return [
      {
        ...version("incident", id),
        name: `Withdrawn incident ${id}`,
        description: incident.reason,
      },
      location,
      {
        ...version("relationship", `${id}:located-at`),
        relationship_type: "located-at",
        source_ref: incidentId,
        target_ref: location.id,
      },
      ...incident.attributions
        .filter((a) => isParty(a.party))
        .map((a) => ({
          ...version("relationship", `attribution:${a.id}`),
          relationship_type: "attributed-to",
          source_ref: incidentId,
          target_ref: stixId("threat-actor", a.party),
        })),
    ];
  }
}

/**
 * The incidents as a STIX 2.1 bundle (decision 097), as JSON text in pieces (a bundle of 100,000 incidents
 * is hundreds of megabytes): the publisher, the parties attributed, then per incident its `incident`,
 * `location` and `located-at`, and an `attributed-to` relationship for each attribution to a state or its
 * proxies; marked and with the withdrawn incidents revoked as `options` says. `name` (the data version and
 * filter) gives the bundle's id. The pieces joined are JSON.stringify's text of the bundle, and a newline.
 */
export function* stixBundleText(
  rows: readonly IncidentRow[],
  name: string,
  options: BundleOptions = { marked: false, withdrawn: [] },
): Generator<string> {
  const writer = new StixWriter(options.marked);
  const parties = new Set<Party>();
  const attributions = [...rows, ...options.withdrawn].flatMap((incident) => incident.attributions);
  for (const a of attributions) if (isParty(a.party)) parties.add(a.party);
  const named = (Object.keys(PARTIES) as Party[]).filter((p) => parties.has(p));
  const head = [
    ...(options.marked ? [TLP_CLEAR] : []),
    writer.publisher(),
    ...named.map((p) => writer.party(p)),
  ];
  yield `{"type":"bundle","id":${JSON.stringify(`bundle--${uuidV5(`bundle:${name}`)}`)},"objects":[`;
  let first = true;
  const objects = function* () {
    yield* head;
    for (const row of rows) yield* writer.incident(row);
    for (const incident of options.withdrawn) yield* writer.revoked(incident);
  };
  for (const object of objects()) {
    yield `${first ? "" : ","}${JSON.stringify(object)}`;
    first = false;
  }
  yield "]}\n";
}

/** The whole bundle as one text (a filter's: bounded by its incidents). */
export const stixBundle = (rows: readonly IncidentRow[], name: string, options?: BundleOptions): string =>
  [...stixBundleText(rows, name, options)].join("");

/** One public version of an incident as marked STIX objects: the TAXII index's unit (decision 155). */
export const incidentObjects = (row: IncidentRow): StixObject[] => new StixWriter(true).incident(row);

/** A withdrawal as marked STIX objects, each a revoked version of what the incident's last version had. */
export const revokedObjects = (incident: WithdrawnIncident): StixObject[] =>
  new StixWriter(true).revoked(incident);

/** The objects every marked bundle refers to: the TLP marking and the publisher. */
export const siteObjects = (): StixObject[] => [TLP_CLEAR, new StixWriter(true).publisher()];

/** A state's (or its proxies') threat actor, marked. */
export const partyObject = (party: Party): StixObject => new StixWriter(true).party(party);
