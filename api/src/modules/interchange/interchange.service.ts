import { LATEST_EXPORT_REVISION } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { notFound } from "../../core/errors.js";
import type { EventsService } from "../events/events.service.js";
import type { EventFilter } from "../events/event.inputs.js";
import type { AsOf } from "../events/research/as-of.queries.js";
import { EncodedBody } from "../../infra/encoded-body.js";
import type { IncidentRow } from "./incident-row.js";
import { stixBundle } from "./stix-bundle.js";
import { mispEvent, mispEventUuid, mispManifest } from "./misp-feed.js";

/**
 * The incidents for threat-intelligence tools (decision 097): a STIX 2.1 bundle of any filter (and data
 * version), and a MISP feed of all of them, each built once per data version.
 */
export class InterchangeService {
  constructor(
    private readonly deps: Pick<AppDeps, "config" | "publicData">,
    private readonly events: EventsService,
  ) {}

  /** The filter's incidents as a STIX 2.1 bundle, at `version` (a past one with `asOf`). */
  stix(filter: EventFilter | null, query: string, version: string, asOf?: AsOf): Promise<EncodedBody> {
    return this.remember(`stix:${query}@${version}${asOf ? ":asOf" : ""}`, async () => {
      const rows = (await this.events.rows(filter, asOf)) as IncidentRow[];
      return EncodedBody.of(`${JSON.stringify(stixBundle(rows, `${version}?${query}`))}\n`);
    });
  }

  /** The MISP feed's manifest.json: every published incident's event. */
  async mispManifest(version: string): Promise<EncodedBody> {
    return this.remember(`mispManifest@${version}`, async () =>
      EncodedBody.of(JSON.stringify(mispManifest([...(await this.byUuid(version)).values()]))),
    );
  }

  /** One event of the MISP feed, by its UUID; 404 for one the manifest does not list. */
  async mispEvent(uuid: string, version: string): Promise<EncodedBody> {
    const row = (await this.byUuid(version)).get(uuid.toLowerCase());
    if (!row) throw notFound("The feed has no event with this UUID.");
    return EncodedBody.of(JSON.stringify(mispEvent(row)));
  }

  private byUuid(version: string): Promise<Map<string, IncidentRow>> {
    return this.remember(`mispEvents@${version}`, async () => {
      // the feed is not versioned: always every field there is
      const rows = (await this.events.rows(null, undefined, LATEST_EXPORT_REVISION)) as IncidentRow[];
      return new Map(rows.map((row) => [mispEventUuid(row.id), row]));
    });
  }

  private remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.deps.publicData.remember(key, compute, this.deps.config.researchRecheckSeconds * 1000);
  }
}
