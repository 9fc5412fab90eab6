import { Readable } from "node:stream";
import type { EntityManager } from "@mikro-orm/postgresql";
import { LATEST_EXPORT_REVISION, MARKED_EXPORT_REVISION } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { notFound } from "../../core/errors.js";
import type { EventsService } from "../events/events.service.js";
import type { EventFilter } from "../events/event.inputs.js";
import type { AsOf } from "../incidents-read/as-of.queries.js";
import { versionDate } from "../events/exports/export-metadata.js";
import { EncodedBody } from "../../infra/encoded-body.js";
import type { IncidentRow } from "./incident-row.js";
import {
  incidentObjects,
  partyObject,
  revokedObjects,
  siteObjects,
  stixBundle,
  stixBundleText,
  type BundleOptions,
  type StixObject,
} from "./stix-bundle.js";
import { isParty, PARTIES, type Party } from "./vocabulary.js";
import { mispEvent, mispEventUuid, mispHashes, mispManifest, withdrawnMispEvent } from "./misp-feed.js";
import { withdrawnIncidents, type WithdrawnIncident } from "../incidents-read/withdrawn-incidents.queries.js";
import { keepBundle, keptBundle } from "./bundles.queries.js";

/** The pieces of a text as buffers of about 64 KB: a stream of one buffer per STIX object would be slow. */
function* inChunks(pieces: Iterable<string>): Generator<Buffer> {
  let held: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    held.push(piece);
    size += piece.length;
    if (size >= 65_536) {
      yield Buffer.from(held.join(""));
      held = [];
      size = 0;
    }
  }
  if (held.length) yield Buffer.from(held.join(""));
}

/** One public version of an incident as STIX objects, with what places it in TAXII's collections. */
export interface VersionObjects {
  objects: StixObject[];
  /** Null for a withdrawal: it stays in the collections its incident's last version was in. */
  country: string | null;
  parties: Party[];
}

/** The MISP feed of one data version: its incidents' events and the withdrawn ones'. */
interface MispFeed {
  byUuid: Map<string, { row: IncidentRow } | { withdrawn: WithdrawnIncident }>;
  rows: IncidentRow[];
  withdrawn: WithdrawnIncident[];
}

/**
 * The incidents for threat-intelligence tools (decision 097): a STIX 2.1 bundle of any filter (and data
 * version), the whole set's kept per data version (decision 110), and a MISP feed of all of them.
 */
export class InterchangeService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config" | "publicData">,
    private readonly events: EventsService,
  ) {}

  /** The filter's incidents as a STIX 2.1 bundle, at `version` (a past one with `asOf`). */
  stix(filter: EventFilter | null, query: string, version: string, asOf?: AsOf): Promise<EncodedBody> {
    if (!filter) return this.wholeStix(version, asOf);
    return this.remember(`stix:${query}@${version}${asOf ? ":asOf" : ""}`, async () => {
      const rows = (await this.events.rows(filter, asOf)) as IncidentRow[];
      const options = await this.bundleOptions(version, asOf);
      return EncodedBody.of(stixBundle(rows, `${version}?${query}`, options));
    });
  }

  /**
   * The whole bundle of a data version (hundreds of megabytes at 100,000 incidents, and half a minute to
   * build): built once, written as it is made into its compressed forms, and kept gzipped in the database
   * for the latest versions, so that other instances and a restart read it instead.
   */
  wholeStix(version: string, asOf?: AsOf): Promise<EncodedBody> {
    return this.deps.publicData.remember(`stixWhole@${version}`, async () => {
      const kept = await keptBundle(this.em, version);
      if (kept) return EncodedBody.gzipped(kept.gzip, kept.byteSize, kept.sha256);
      const rows = (await this.events.rows(null, asOf)) as IncidentRow[];
      const text = stixBundleText(rows, `${version}?`, await this.bundleOptions(version, asOf));
      const body = await EncodedBody.compressed(Readable.from(inChunks(text)));
      const gzip = await body.bytes("gzip");
      await keepBundle(this.em, version, { byteSize: body.length, sha256: body.sha256!, gzip });
      return body;
    });
  }

  /** The MISP feed's manifest.json: every published incident's event, and every withdrawn one's. */
  async mispManifest(version: string): Promise<EncodedBody> {
    return this.remember(`mispManifest@${version}`, async () => {
      const { rows, withdrawn } = await this.mispFeed(version);
      return EncodedBody.of(JSON.stringify(mispManifest(rows, withdrawn)));
    });
  }

  /** The MISP feed's hashes.csv: each attribute value's MD5 and its event's UUID. */
  async mispHashes(version: string): Promise<EncodedBody> {
    return this.remember(`mispHashes@${version}`, async () =>
      EncodedBody.of(mispHashes((await this.mispFeed(version)).rows)),
    );
  }

  /** One event of the MISP feed, by its UUID; 404 for one the manifest does not list. */
  async mispEvent(uuid: string, version: string): Promise<EncodedBody> {
    const found = (await this.mispFeed(version)).byUuid.get(uuid.toLowerCase());
    if (!found) throw notFound("The feed has no event with this UUID.");
    return EncodedBody.of(
      JSON.stringify("row" in found ? mispEvent(found.row) : withdrawnMispEvent(found.withdrawn)),
    );
  }

  /**
   * The STIX objects of one version of an incident's public history (ISO 8601 `time`, its own): the same
   * ids and content as the bundles', a withdrawal as their revoked versions. Null when there is none.
   */
  async versionObjects(eventId: string, time: string, withdrawal: boolean): Promise<VersionObjects | null> {
    if (withdrawal) {
      const [withdrawn] = await withdrawnIncidents(this.em, time, this.events.publicUrl(), eventId);
      return withdrawn ? { objects: revokedObjects(withdrawn), country: null, parties: [] } : null;
    }
    const row = (await this.events.rowAt(eventId, time)) as IncidentRow | null;
    if (!row) return null;
    const parties = [...new Set(row.attributions.map((a) => a.party).filter(isParty))];
    return { objects: incidentObjects(row), country: row.country ?? null, parties };
  }

  /** The objects the incidents' refer to: the marking and the publisher, then each party's threat actor. */
  fixedObjects(): { objects: StixObject[]; party: Party | null }[] {
    return [
      ...siteObjects().map((object) => ({ objects: [object], party: null })),
      ...(Object.keys(PARTIES) as Party[]).map((party) => ({ objects: [partyObject(party)], party })),
    ];
  }

  /** Whether the bundle of a version is marked and revokes withdrawn incidents: from revision 5 on. */
  private async bundleOptions(version: string, asOf?: AsOf): Promise<BundleOptions> {
    if ((await this.events.exportRevision(version)) < MARKED_EXPORT_REVISION) {
      return { marked: false, withdrawn: [] };
    }
    const time = asOf?.time ?? versionDate(version).toISOString();
    return { marked: true, withdrawn: await withdrawnIncidents(this.em, time, this.events.publicUrl()) };
  }

  private mispFeed(version: string): Promise<MispFeed> {
    return this.remember(`mispFeed@${version}`, async () => {
      // the feed is not versioned: always every field there is
      const rows = (await this.events.rows(null, undefined, LATEST_EXPORT_REVISION)) as IncidentRow[];
      const time = versionDate(version).toISOString();
      const withdrawn = await withdrawnIncidents(this.em, time, this.events.publicUrl());
      const byUuid: MispFeed["byUuid"] = new Map();
      for (const row of rows) byUuid.set(mispEventUuid(row.id), { row });
      for (const incident of withdrawn) byUuid.set(mispEventUuid(incident.id), { withdrawn: incident });
      return { byUuid, rows, withdrawn };
    });
  }

  private remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.deps.publicData.remember(key, compute, this.deps.config.researchRecheckSeconds * 1000);
  }
}
