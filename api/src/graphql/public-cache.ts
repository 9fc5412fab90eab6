import { createHash } from "node:crypto";
import { Kind, OperationTypeNode, parse } from "graphql";
import { LRUCache } from "lru-cache";
import { QUERY_LIMITS } from "./limits.js";

/**
 * Root fields whose answer is the same for every visitor: the research API, the map, statistics, site
 * facts and the forum's listings (not `thread`, whose reading counts a view).
 */
const PUBLIC_ROOT_FIELDS = new Set([
  "events",
  "event",
  "mapPoints",
  "incidentStatistics",
  "countries",
  "siteInfo",
  "forumData",
  "categories",
  "category",
  "categoryThreads",
  "postLocation",
  "__typename",
]);

/** One whole answer as sent: its bytes, the headers Apollo gave it, and the ETag naming its content. */
export interface CachedAnswer {
  body: Buffer;
  headers: [string, string][];
  etag: string;
  version: number;
}

export interface PublicCache {
  readonly maxAgeSeconds: number;
  /** The answer kept under this key, while public data has not changed since it was made. */
  get(key: string): CachedAnswer | undefined;
  /**
   * Keeps an answer made while public data stood at `version`; an answer that raced a change is
   * returned (with its ETag) but not kept.
   */
  store(key: string, version: number, headers: [string, string][], body: string): CachedAnswer;
  /** Whether a query only reads public root fields, so its answer may be shared between visitors. */
  isPublic(query: string, operationName: string | undefined): boolean;
}

const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/**
 * Whole GraphQL answers for visitors (requests without a session token), kept for a short time and
 * dropped as soon as public data changes on any instance: `version` names its current state.
 */
export function createPublicCache(
  version: () => number,
  maxAgeSeconds: number,
  maxBytes: number,
): PublicCache {
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
    ttl: maxAgeSeconds * 1000,
  });
  // Parsing decides cacheability once per query text
  const publicQueries = new LRUCache<string, boolean>({ max: 1000 });

  return {
    maxAgeSeconds,
    get(key) {
      const answer = answers.get(key);
      return answer?.version === version() ? answer : undefined;
    },
    store(key, madeAt, headers, text) {
      const body = Buffer.from(text);
      const answer = { body, headers, etag: etagOf(body), version: madeAt };
      if (madeAt === version() && body.length <= maxBytes / 4) answers.set(key, answer);
      return answer;
    },
    isPublic(query, operationName) {
      const key = `${operationName ?? ""}\n${query}`;
      let known = publicQueries.get(key);
      if (known === undefined) publicQueries.set(key, (known = readsOnlyPublicFields(query, operationName)));
      return known;
    },
  };
}

function readsOnlyPublicFields(query: string, operationName: string | undefined): boolean {
  try {
    const document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens, noLocation: true });
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    if (!operation || operation.operation !== OperationTypeNode.QUERY) return false;
    const fields = operation.selectionSet.selections;
    return (
      fields.every((f) => f.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(f.name.value)) &&
      fields.some((f) => f.kind === Kind.FIELD && f.name.value !== "__typename")
    );
  } catch {
    return false;
  }
}
