import { createHash } from "node:crypto";
import { Kind, OperationTypeNode, parse, type FieldNode, type FragmentDefinitionNode } from "graphql";
import { LRUCache } from "lru-cache";
import { EncodedBody } from "../infra/encoded-body.js";
import { QUERY_LIMITS } from "./limits.js";
import type { SharedRecords } from "../modules/app-module.js";

/**
 * Root fields whose answer is the same for every visitor while public data stays as it is: the research
 * API, the map, statistics, site facts, the forum's listings and the incidents its posts cite. (A thread is shared by its own version:
 * SharedRecords.)
 */
const PUBLIC_ROOT_FIELDS = new Set([
  "events",
  "event",
  "mapPoints",
  "mapData",
  "incidentStatistics",
  "countries",
  "siteInfo",
  "forumData",
  "categories",
  "category",
  "categoryThreads",
  "postLocation",
  "postCitations",
  "__typename",
]);

/**
 * One whole answer as sent: its bytes (and their compressed copies, made once when first asked for), the
 * headers Apollo gave it, and the ETag naming its content.
 */
export interface CachedAnswer {
  body: Buffer;
  encoded: EncodedBody;
  headers: [string, string][];
  etag: string;
  /** The state of what it was made from: public data's version, or its record's. */
  version: number;
}

/**
 * How an answer may be shared between visitors: `public` ones while public data stays at its version;
 * a `record` one (a query of one record, such as all a thread page asks) while that record stays at its
 * version, and with members too when its `plan` says how to fill in their own part.
 */
export type SharedAs =
  { kind: "public" } | { kind: "record"; records: SharedRecords; id: string; plan: unknown } | null;

export interface PublicCache {
  readonly maxAgeSeconds: number;
  /** The answer kept under this key, when it was made at `version`. */
  get(key: string, version: number): CachedAnswer | undefined;
  /** The answer kept under this key whatever it was made at, past its age too (for a busy instance). */
  stale(key: string): CachedAnswer | undefined;
  /**
   * Returns the answer with its ETag, and keeps it unless `keep` is false (it raced a change of what it
   * was made from).
   */
  store(key: string, version: number, keep: boolean, headers: [string, string][], body: string): CachedAnswer;
  /** Whether and how a query's answer may be shared between visitors. */
  sharedAs(query: string, operationName: string | undefined, variables: unknown): SharedAs;
}

const QUERY_KINDS_MAX_BYTES = 4 * 1024 * 1024;

const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/** What parsing a query text once tells: shared as public data, as one record (its id from…), or not. */
type QueryKind =
  "public" | (({ idVariable: string } | { id: string }) & { records: SharedRecords; plan: unknown }) | false;

/**
 * Whole GraphQL answers for visitors (requests without a session token), kept for a short time and never
 * served once what they were made from has changed on any instance. `records` are the modules' kinds of
 * answer shared by a record's version.
 */
export function createPublicCache(
  maxAgeSeconds: number,
  maxBytes: number,
  records: readonly SharedRecords[],
): PublicCache {
  const answers = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
    ttl: maxAgeSeconds * 1000,
    // an answer past its age stays until it is replaced or pushed out: a busy instance may still send it
    noDeleteOnStaleGet: true,
  });
  // Parsing decides cacheability once per query text; the texts are what the cache holds
  const queryKinds = new LRUCache<string, QueryKind>({
    maxSize: QUERY_KINDS_MAX_BYTES,
    sizeCalculation: (_kind, key) => 64 + key.length,
  });

  return {
    maxAgeSeconds,
    get(key, version) {
      const answer = answers.get(key);
      return answer?.version === version ? answer : undefined;
    },
    stale: (key) => answers.get(key, { allowStale: true }),
    store(key, version, keep, headers, text) {
      const body = Buffer.from(text);
      const etag = etagOf(body);
      const answer = { body, encoded: EncodedBody.of(body, etag), headers, etag, version };
      if (keep && body.length <= maxBytes / 4) answers.set(key, answer);
      return answer;
    },
    sharedAs(query, operationName, variables) {
      const key = `${operationName ?? ""}\n${query}`;
      let kind = queryKinds.get(key);
      if (kind === undefined) queryKinds.set(key, (kind = kindOf(query, operationName, records)));
      if (kind === false) return null;
      if (kind === "public") return { kind: "public" };
      const id = "id" in kind ? kind.id : variableOf(variables, kind.idVariable);
      return typeof id === "string" ? { kind: "record", records: kind.records, id, plan: kind.plan } : null;
    },
  };
}

function variableOf(variables: unknown, name: string): unknown {
  try {
    const values: unknown = typeof variables === "string" ? JSON.parse(variables) : variables;
    return values && typeof values === "object" ? (values as Record<string, unknown>)[name] : undefined;
  } catch {
    return undefined;
  }
}

function kindOf(
  query: string,
  operationName: string | undefined,
  records: readonly SharedRecords[],
): QueryKind {
  try {
    const document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens, noLocation: true });
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    if (!operation || operation.operation !== OperationTypeNode.QUERY) return false;
    const selections = operation.selectionSet.selections;
    if (!selections.every((f) => f.kind === Kind.FIELD)) return false;
    const fields = (selections as FieldNode[]).filter((f) => f.name.value !== "__typename");
    const byRecord = fields.length === 1 && records.find((r) => r.rootField === fields[0]!.name.value);
    if (byRecord) {
      const fragments = new Map(
        document.definitions
          .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((fragment) => [fragment.name.value, fragment]),
      );
      return recordKind(byRecord, fields[0]!, fragments);
    }
    return fields.length > 0 && fields.every((f) => PUBLIC_ROOT_FIELDS.has(f.name.value)) ? "public" : false;
  } catch {
    return false;
  }
}

/** A record's query is shared by the record named in its id argument, written out or as a variable. */
function recordKind(
  records: SharedRecords,
  field: FieldNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): QueryKind {
  const id = field.arguments?.find((a) => a.name.value === records.idArgument)?.value;
  const plan = records.memberPlan(field, fragments);
  if (id?.kind === Kind.VARIABLE) return { idVariable: id.name.value, records, plan };
  if (id?.kind === Kind.STRING || id?.kind === Kind.INT) return { id: id.value, records, plan };
  return false;
}
