import { isCalendarDate, apiMessages, messages } from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import type { EventFilter } from "../event.inputs.js";
import { filterConditions } from "./event-search.js";
import { FILTER_PARAMETERS, MAP_VIEW_PARAMETER, type Query } from "./research-parameters.js";

/** The filter's parameter names: types=…&kinds=…&countries=…&from=…&to=…&q=…&bbox=w,s,e,n */
export const REST_FILTER_PARAMETERS = FILTER_PARAMETERS.map((p) => p.name);

/** What a name is compared as: case, "_", "-" and "[]" do not matter (start_date is startDate). */
const normalised = (name: string) => name.toLowerCase().replace(/[-_[\]\s]/g, "");

/** Edit distance, for hints on typing slips ("contries"). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** The accepted parameter someone most likely meant by an unknown one; undefined when none is close. */
export function parameterHint(unknown: string, accepted: readonly string[]): string | undefined {
  const wanted = normalised(unknown);
  const named = FILTER_PARAMETERS.find(
    (p) => accepted.includes(p.name) && [p.name, ...p.alsoCalled].some((n) => normalised(n) === wanted),
  );
  if (named) return named.name;
  const close = accepted.filter((name) => name.length > 2 && distance(wanted, name.toLowerCase()) <= 2);
  return close.length === 1 ? close[0] : undefined;
}

function unknownParameterMessage(name: string, accepted: readonly string[]): string {
  const hint = parameterHint(name, accepted);
  const meant = hint ? ` Did you mean "${hint}"?` : "";
  const takes = accepted.length ? `The parameters are: ${accepted.join(", ")}.` : "This address takes none.";
  return `Unknown parameter "${name}".${meant} ${takes}`;
}

/**
 * Refuses a query naming a parameter the path does not take (a typo would otherwise give an unfiltered
 * download that looks filtered): 400, each unknown parameter named with a hint and the accepted ones.
 */
export function assertKnownParameters(query: Query, accepted: readonly string[]): void {
  const unknown = Object.keys(query).filter((name) => !accepted.includes(name));
  if (unknown.length === 0) return;
  throw new ValidationError(
    Object.fromEntries(unknown.map((n) => [n, unknownParameterMessage(n, accepted)])),
  );
}

/** The parameters the filtered research paths take: the filter's and the map page's view (ignored). */
export const FILTERED_PATH_PARAMETERS = [...REST_FILTER_PARAMETERS, MAP_VIEW_PARAMETER];

/**
 * The research filter of a REST query (GET /api/events, the exports and the feed), every value checked;
 * null when the query names no filter parameter (everything, served from one cached copy). `extra` are
 * the path's own parameters besides the filter's.
 */
export function restFilter(query: Query, extra: readonly string[] = []): EventFilter | null {
  assertKnownParameters(query, [...FILTERED_PATH_PARAMETERS, ...extra]);
  if (!REST_FILTER_PARAMETERS.some((name) => query[name] !== undefined)) return null;
  const filter: EventFilter = {};
  for (const p of FILTER_PARAMETERS) Object.assign(filter, { [p.filterField]: p.read(query) });
  checkedWithRestNames(filter);
  return filter;
}

/**
 * Checks the filter as GraphQL does, before anything is read, and answers with the REST parameters' names
 * and words (`from`, `q`), not EventFilter's (`dateRange`, `titleContains`).
 */
function checkedWithRestNames(filter: EventFilter): void {
  try {
    filterConditions(filter);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = error.extensions.fields as Record<string, string>;
    const renamed: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields)) {
      if (field === "dateRange") {
        const toOnly = isCalendarDate(filter.dateFrom ?? "2000-01-01") && filter.dateTo;
        renamed[toOnly && !isCalendarDate(filter.dateTo!) ? "to" : "from"] = apiMessages.restDateRangeInvalid;
      } else if (field === "titleContains") {
        renamed.q = message === messages.titleContainsTooLong ? apiMessages.restTitleTooLong : message;
      } else {
        const name = FILTER_PARAMETERS.find((p) => p.filterField === field)?.name ?? field;
        renamed[name] = message;
      }
    }
    throw new ValidationError(renamed);
  }
}

/** The filter's query string in a stable order (without "?"), for links in the feed. */
export function restFilterQuery(query: Query): string {
  const params = new URLSearchParams();
  for (const name of REST_FILTER_PARAMETERS) {
    const value = query[name];
    if (typeof value === "string") params.set(name, value);
  }
  return params.toString();
}

// graphql-js's own words for an input field a type does not have, when it has no suggestion of its own
const UNKNOWN_FILTER_FIELD = /Field "([^"]+)" is not defined by type "EventFilter"\.(?! Did you mean)/g;

/**
 * GraphQL's message for an EventFilter field that does not exist, with the field meant when the
 * parameter list knows the name (start_date → dateFrom) and GraphQL's own spelling check did not find it.
 */
export function withFilterFieldHint(message: string): string {
  return message.replace(UNKNOWN_FILTER_FIELD, (whole, name: string) => {
    const hint = parameterHint(name, REST_FILTER_PARAMETERS);
    const field = FILTER_PARAMETERS.find((p) => p.name === hint)?.filterField;
    return field ? `${whole} Did you mean "${field}"?` : whole;
  });
}

const FILTER_WORDS: Record<string, string> = {
  types: "attributed to",
  kinds: "kind",
  countries: "in",
  regions: "in region",
  from: "from",
  to: "to",
  q: "title contains",
  bbox: "within",
  placePrecisions: "place known to",
  timePrecisions: "day known to",
  evidenceStatuses: "evidence",
  updatedSince: "changed since",
};

/** What a filter's query string selects, in words: "kind sabotage; in PL,LT; from 2024-01-01" ("" for all). */
export function describeFilter(query: string): string {
  return [...new URLSearchParams(query)]
    .map(([name, value]) => `${FILTER_WORDS[name] ?? name} ${value === "" ? "(none)" : value}`)
    .join("; ");
}

/**
 * A filter's query string as part of a file name: "types-russian_countries-PL-LT" ("all" for none),
 * ASCII letters, digits, "-", "." and "_" only, at most 120 characters.
 */
export function filterSlug(query: string): string {
  const slug = [...new URLSearchParams(query)]
    .map(([name, value]) => `${name}-${value.replace(/[^A-Za-z0-9.]+/g, "-").replace(/^-|-$/g, "")}`)
    .join("_");
  return slug ? slug.slice(0, 120) : "all";
}
