import { DATA_LICENCE } from "../events/research/data-licence.js";
import { PUBLISHER, type IncidentRow, type RowSource } from "./incident-row.js";
import { uuidV5 } from "./uuid-v5.js";
import { isParty, kindTags, PARTIES, STIX_CONFIDENCE, type Party } from "./vocabulary.js";
import { gradingWords, stixPeriod, stixPlace, whenWords } from "./precision-mapping.js";

type StixObject = Record<string, unknown> & { type: string; id: string };

/** Identifiers derived from the site's own (UUIDv5): the same incident is the same object in every bundle. */
const stixId = (type: string, name: string) => `${type}--${uuidV5(`${type}:${name}`)}`;

export const PUBLISHER_ID = stixId("identity", "incident-watch-europe");
/** The date the site's fixed objects (itself, the parties) carry, so that they never change. */
const FIXED = "2026-11-23T00:00:00.000Z";

const common = (type: string, id: string, created: string, modified: string) => ({
  type,
  spec_version: "2.1",
  id,
  created_by_ref: PUBLISHER_ID,
  created,
  modified,
});

const publisher: StixObject = {
  type: "identity",
  spec_version: "2.1",
  id: PUBLISHER_ID,
  created: FIXED,
  modified: FIXED,
  name: PUBLISHER,
  identity_class: "organization",
  description: `Publishes the incident data under ${DATA_LICENCE.name} (${DATA_LICENCE.spdx}).`,
};

function party(name: Party): StixObject {
  const { name: title, description, types } = PARTIES[name];
  return {
    ...common("threat-actor", stixId("threat-actor", name), FIXED, FIXED),
    name: title,
    description,
    threat_actor_types: types,
  };
}

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

/** One incident's objects: the incident, its place, and each attribution to a state or its proxies. */
function incidentObjects(row: IncidentRow): StixObject[] {
  const incidentId = stixId("incident", row.id);
  const [created, modified] = [row.publishedAt, row.updatedAt];
  const location: StixObject = {
    ...common("location", stixId("location", row.id), created, modified),
    ...stixPlace(row),
  };
  const incident: StixObject = {
    ...common("incident", incidentId, created, modified),
    name: row.title,
    description: `${row.kind} ${whenWords(row)}${row.country ? ` in ${row.country}` : ""}`,
    labels: kindTags(row.kind),
    external_references: [
      { source_name: PUBLISHER, url: row.url, external_id: row.id },
      ...row.sources.map(sourceReference),
    ],
  };
  const locatedAt: StixObject = {
    ...common("relationship", stixId("relationship", `${row.id}:located-at`), created, modified),
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
        ...common("relationship", stixId("relationship", `attribution:${a.id}`), created, modified),
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
 * The incidents as a STIX 2.1 bundle (decision 097): the publisher, the parties attributed, then per
 * incident its `incident`, `location` and `located-at`, and an `attributed-to` relationship for each
 * attribution to a state or its proxies. `name` (the data version and filter) gives the bundle's id.
 */
export function stixBundle(rows: readonly IncidentRow[], name: string): Record<string, unknown> {
  const parties = new Set<Party>();
  for (const row of rows) for (const a of row.attributions) if (isParty(a.party)) parties.add(a.party);
  const named = (Object.keys(PARTIES) as Party[]).filter((p) => parties.has(p));
  return {
    type: "bundle",
    id: `bundle--${uuidV5(`bundle:${name}`)}`,
    objects: [publisher, ...named.map(party), ...rows.flatMap(incidentObjects)],
  };
}
