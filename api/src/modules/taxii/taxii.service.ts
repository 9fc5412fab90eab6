import type { EntityManager } from "@mikro-orm/postgresql";
import { COLLECTIONS, collectionById, type Collection } from "./collections.js";
import { notFound } from "./taxii-errors.js";
import {
  matchValues,
  pageLimit,
  pageStart,
  servesSpecVersion,
  timestamp,
  versionMatch,
} from "./taxii-params.js";
import { objectInScope, objectsPage, type PageQuery, type PageRow } from "./taxii.queries.js";

/** The one media type served: TAXII 2.1's, and the STIX version each object is in. */
export const TAXII_MEDIA_TYPE = "application/taxii+json;version=2.1";
const STIX_MEDIA_TYPE = "application/stix+json;version=2.1";

/** An answer: its JSON text and, for a page, its first and last `date_added`. */
export interface TaxiiAnswer {
  body: string;
  added?: { first: string; last: string };
}

type Query = Record<string, unknown>;

const collectionResource = (c: Collection) => ({
  id: c.id,
  title: c.title,
  description: c.description,
  can_read: true,
  can_write: false,
  media_types: [STIX_MEDIA_TYPE],
});

/**
 * The published incidents over TAXII 2.1, read-only (decision 155): a discovery resource, one API root,
 * a collection of everything and one per attribution and per country, each served a page at a time from
 * the index of object versions, in the order they were added.
 */
export class TaxiiService {
  constructor(
    private readonly em: EntityManager,
    private readonly publicUrl: string,
  ) {}

  discovery(): TaxiiAnswer {
    const root = `${this.publicUrl}/taxii2/api/`;
    return this.answer({
      title: "Incident Watch Europe",
      description: "Hybrid-threat incidents in Europe as STIX 2.1, read-only.",
      contact: `${this.publicUrl}/research`,
      default: root,
      api_roots: [root],
    });
  }

  apiRoot(): TaxiiAnswer {
    return this.answer({
      title: "Incident Watch Europe",
      description: "Published incidents, by attribution and by country.",
      versions: [TAXII_MEDIA_TYPE],
      max_content_length: 0,
    });
  }

  collections(): TaxiiAnswer {
    return this.answer({ collections: COLLECTIONS.map(collectionResource) });
  }

  collection(id: string): TaxiiAnswer {
    return this.answer(collectionResource(this.find(id)));
  }

  /** The objects envelope: the versions `match[version]` picks (the last, unless asked). */
  async objects(id: string, query: Query, objectId?: string): Promise<TaxiiAnswer> {
    const { rows, more } = await this.page(id, query, objectId, "last", true);
    const envelope = `{"more":${more}${this.nextOf(rows, more)}${
      rows.length ? `,"objects":[${rows.map((r) => r.object).join(",")}]` : ""
    }}`;
    return { body: envelope, added: this.addedOf(rows) };
  }

  async manifest(id: string, query: Query): Promise<TaxiiAnswer> {
    const { rows, more } = await this.page(id, query, undefined, "last", false);
    const objects = rows.map((r) => ({
      id: r.id,
      date_added: timestamp(r.addedUs),
      version: r.modified,
      media_type: STIX_MEDIA_TYPE,
    }));
    return this.paged({ more, objects }, rows, more);
  }

  /** An object's versions, in the order they were added: every one, whatever `match[version]` says. */
  async versions(id: string, objectId: string, query: Query): Promise<TaxiiAnswer> {
    const every = { ...query, "match[version]": "all" };
    const { rows, more } = await this.page(id, every, objectId, "all", false);
    return this.paged({ more, versions: rows.map((r) => r.modified) }, rows, more);
  }

  private async page(
    id: string,
    query: Query,
    objectId: string | undefined,
    versions: "last" | "all",
    withObjects: boolean,
  ): Promise<{ rows: PageRow[]; more: boolean }> {
    const { scope } = this.find(id);
    const page: PageQuery = {
      scope,
      after: pageStart(query),
      limit: pageLimit(query),
      ids: objectId ? [objectId] : matchValues(query, "match[id]"),
      types: matchValues(query, "match[type]"),
      versions: versionMatch(query, versions),
    };
    const found = servesSpecVersion(query) ? await objectsPage(this.em, page, withObjects) : [];
    if (objectId && found.length === 0 && !(await objectInScope(this.em, scope, objectId))) {
      throw notFound("The collection has no object with this id.");
    }
    const rows = found.slice(0, page.limit).map((r) => ({ ...r, addedUs: Number(r.addedUs) }));
    return { rows, more: found.length > page.limit };
  }

  private find(id: string): Collection {
    const found = collectionById(id);
    if (!found) throw notFound("There is no collection with this id.");
    return found;
  }

  private nextOf(rows: PageRow[], more: boolean): string {
    return more ? `,"next":${JSON.stringify(String(rows.at(-1)!.addedUs))}` : "";
  }

  private addedOf(rows: PageRow[]): TaxiiAnswer["added"] {
    if (rows.length === 0) return undefined;
    return { first: timestamp(rows[0]!.addedUs), last: timestamp(rows.at(-1)!.addedUs) };
  }

  private paged(resource: object, rows: PageRow[], more: boolean): TaxiiAnswer {
    const next = more ? { next: String(rows.at(-1)!.addedUs) } : {};
    return { body: JSON.stringify({ ...resource, ...next }), added: this.addedOf(rows) };
  }

  private answer(resource: object): TaxiiAnswer {
    return { body: JSON.stringify(resource) };
  }
}
