import { badRequest } from "./taxii-errors.js";
import type { VersionMatch } from "./taxii.queries.js";

/** The most objects one page holds; a larger `limit` is served at this (TAXII 2.1 section 3.4). */
export const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;

const TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?Z$/i;

/** An RFC 3339 UTC timestamp as microseconds since 1970, or null when it is none. */
export function microseconds(text: string): number | null {
  const match = TIMESTAMP.exec(text);
  const seconds = match ? Date.parse(`${match[1]}Z`) : NaN;
  if (!match || Number.isNaN(seconds)) return null;
  return seconds * 1000 + Number((match[2] ?? "").padEnd(6, "0").slice(0, 6));
}

/** A `date_added` as TAXII writes it: UTC with microseconds, so that each one is its own. */
export function timestamp(us: number): string {
  const seconds = new Date(Math.floor(us / 1_000_000) * 1000).toISOString().slice(0, 19);
  return `${seconds}.${String(us % 1_000_000).padStart(6, "0")}Z`;
}

type Query = Record<string, unknown>;

const KNOWN = new Set([
  "added_after",
  "limit",
  "next",
  "match[id]",
  "match[type]",
  "match[version]",
  "match[spec_version]",
]);

/** One parameter's values, comma-separated or repeated; a 400 for an unknown parameter. */
function values(query: Query, name: string): string[] {
  for (const key of Object.keys(query)) {
    if (!KNOWN.has(key)) throw badRequest(`Unknown parameter ${key}.`);
  }
  const raw = query[name];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .flatMap((v) => String(v).split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}

function single(query: Query, name: string): string | undefined {
  const found = values(query, name);
  if (found.length > 1) throw badRequest(`${name} takes one value.`);
  return found[0];
}

/** Where a page starts: after `added_after` and after the page `next` names, whichever is later. */
export function pageStart(query: Query): number {
  const addedAfter = single(query, "added_after");
  const after = addedAfter === undefined ? 0 : microseconds(addedAfter);
  if (after === null)
    throw badRequest("added_after must be a timestamp such as 2027-01-07T05:00:00.000000Z.");
  const next = single(query, "next");
  if (next !== undefined && !/^\d{1,16}$/.test(next))
    throw badRequest("next must be a value the server gave.");
  return Math.max(after, next === undefined ? 0 : Number(next));
}

export function pageLimit(query: Query): number {
  const limit = single(query, "limit");
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!/^\d{1,9}$/.test(limit) || Number(limit) < 1) throw badRequest("limit must be a positive integer.");
  return Math.min(Number(limit), MAX_LIMIT);
}

/** `match[version]`: `last` unless asked otherwise; `all`, `first`, `last` and timestamps may be combined. */
export function versionMatch(query: Query, fallback: "last" | "all" = "last"): VersionMatch {
  const asked = values(query, "match[version]");
  const wanted = asked.length ? asked : [fallback];
  if (wanted.includes("all")) return { all: true };
  const times = wanted.filter((v) => v !== "first" && v !== "last");
  const checked = times.map((t) => {
    const us = microseconds(t);
    if (us === null) throw badRequest("match[version] takes all, first, last or timestamps.");
    // STIX times here have milliseconds, as the objects write them
    return new Date(Math.floor(us / 1000)).toISOString();
  });
  return { first: wanted.includes("first"), last: wanted.includes("last"), times: checked };
}

/** Whether `match[spec_version]` lets STIX 2.1 through: the only version served. */
export function servesSpecVersion(query: Query): boolean {
  const asked = values(query, "match[spec_version]");
  return asked.length === 0 || asked.includes("2.1");
}

export const matchValues = values;
