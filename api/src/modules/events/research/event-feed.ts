import {
  DEFAULT_LOCALE,
  attributionLabels,
  incidentKindLabels,
  type AttackType,
  type IncidentKind,
  type PlacePrecision,
  type Locale,
  type TimePrecision,
} from "@incident-watch/schema";
import { countryName } from "../../../infra/countries/european-states.js";
import { mailTexts } from "../../../infra/mail/mail-texts.js";
import { DATA_LICENCE } from "./data-licence.js";

export const FEED_SIZE = 50;

/** What a feed entry, a link preview and an export row say about an incident. */
export interface IncidentSummary {
  id: string;
  title: string;
  type: AttackType;
  kind: IncidentKind;
  country: string | null;
  date: string;
  sourceUrl: string;
  placePrecision?: PlacePrecision;
  timePrecision?: TimePrecision;
  /** When it was approved (shown from then on). */
  approvedAt: Date;
  /** Its last public change (approval or correction). */
  updatedAt: Date;
}

/** dd/mm/yyyy, as the site shows days. */
const shownDay = (date: string) => date.split("-").reverse().join("/");

/** The part of a date its time precision knows: the day, the month (03/2024, 2024-03) or the year. */
function knownDate(date: string, precision: TimePrecision | undefined, day: "site" | "iso"): string {
  const length = precision === "year" ? 4 : precision === "month" ? 7 : 10;
  const known = date.slice(0, length);
  return day === "iso" ? known : shownDay(known);
}

const PLACE_WORDS: Record<PlacePrecision, string> = {
  exact: "",
  town: "place known to the town",
  region: "place known to the region",
  country: "place known to the country",
};

/**
 * "05/03/2024 · Russia · Sabotage · Poland": the one-line description of an incident, its day as the site
 * shows it, or as ISO 8601 (yyyy-mm-dd, in the feed, for programs as much as people); as much of the date
 * as is known (decision 099), and how well the place is when not exactly.
 */
export function incidentDescription(
  event: Pick<IncidentSummary, "date" | "type" | "kind" | "country" | "placePrecision" | "timePrecision">,
  day: "site" | "iso" = "site",
): string {
  const date = knownDate(event.date, event.timePrecision, day);
  const parts = [date, attributionLabels[event.type], incidentKindLabels[event.kind]];
  const country = countryName(event.country);
  if (country) parts.push(country);
  const place = PLACE_WORDS[event.placePrecision ?? "exact"];
  if (place) parts.push(place);
  return parts.join(" · ");
}

// Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF)
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or an attribute value as XML: the five special characters escaped, impossible characters dropped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
}

export interface FeedLinks {
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  /** The filter's query string (without "?"), "" for all incidents. */
  query: string;
  /** What the filter selects, in words ("" for everything). */
  filterTitle: string;
  /** The data version the feed was made from. */
  dataVersion: string;
  /** The cursor of this page (none on the first) and of the next one (none on the last). */
  after?: string;
  next?: string;
  /** The language of the feed's own title and subtitle (`?lang=`), English by default. */
  lang?: Locale;
  /** The feed's own address when it is not the research API's (a saved search's secret feed). */
  base?: string;
  /** The feed's title when not made from the filter (a saved search's name). */
  title?: string;
}

const pageLink = (base: string, query: string, after?: string, lang?: Locale) => {
  const params = new URLSearchParams(query);
  if (lang && lang !== DEFAULT_LOCALE) params.set("lang", lang);
  if (after) params.set("after", after);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
};

/**
 * An Atom feed (RFC 4287) of the incidents, newest approved first, one page of a paged feed (RFC 5005
 * §3: `first` and `next` links; a feed reader reads the first page, an archiver follows `next`).
 */
export function atomFeed(events: IncidentSummary[], links: FeedLinks): string {
  const { publicUrl, query, filterTitle, lang = DEFAULT_LOCALE } = links;
  const base = links.base ?? `${publicUrl}/api/events/feed.atom`;
  const self = pageLink(base, query, links.after, lang);
  const first = pageLink(base, query, undefined, lang);
  const t = mailTexts(lang);
  // the feed changed when any of its entries last did (RFC 4287 §4.2.15)
  const latest = Math.max(0, ...events.map((event) => event.updatedAt.getTime()));
  const updated = new Date(latest).toISOString();
  const title =
    links.title ?? (filterTitle ? t("feed.titleFiltered", { filter: filterTitle }) : t("feed.title"));
  const entries = events.map((event) => {
    const permalink = `${publicUrl}/incident/${event.id}`;
    return `  <entry>
    <id>${xmlText(permalink)}</id>
    <title>${xmlText(event.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(permalink)}"/>
    <link rel="related" href="${xmlText(event.sourceUrl)}"/>
    <updated>${event.updatedAt.toISOString()}</updated>
    <published>${event.approvedAt.toISOString()}</published>
    <summary>${xmlText(incidentDescription(event, "iso"))}</summary>
    <category term="${event.type}" label="${xmlText(attributionLabels[event.type])}"/>
    <category term="${event.kind}" label="${xmlText(incidentKindLabels[event.kind])}"/>
  </entry>`;
  });
  const next = links.next
    ? `\n  <link rel="next" type="application/atom+xml" href="${xmlText(pageLink(base, query, links.next, lang))}"/>`
    : "";
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">
  <id>${xmlText(first)}</id>
  <title>${xmlText(title)}</title>
  <subtitle>${xmlText(t("feed.subtitle", { version: links.dataVersion }))}</subtitle>
  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>
  <link rel="first" type="application/atom+xml" href="${xmlText(first)}"/>${next}
  <link rel="alternate" type="text/html" href="${xmlText(`${publicUrl}/${query ? `?${query}` : ""}`)}"/>
  <link rel="license" type="text/html" href="${DATA_LICENCE.url}"/>
  <rights>${xmlText(`${DATA_LICENCE.name} (${DATA_LICENCE.spdx}): ${DATA_LICENCE.url} — attribute to ${DATA_LICENCE.attribution}.`)}</rights>
  <updated>${updated}</updated>
  <author><name>Incident Watch Europe</name></author>
  <generator version="${xmlText(links.dataVersion)}">Incident Watch Europe</generator>
${entries.join("\n")}
</feed>
`;
}
