import {
  attributionLabels,
  incidentKindLabels,
  type AttackType,
  type IncidentKind,
} from "@incident-watch/schema";
import { countryName } from "../../infra/countries/european-states.js";

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
  /** When it was approved (shown from then on). */
  approvedAt: Date;
  /** Its last public change (approval or correction). */
  updatedAt: Date;
}

/** dd/mm/yyyy, as the site shows days. */
const shownDay = (date: string) => date.split("-").reverse().join("/");

/** "05/03/2024 · Russia · Sabotage · Poland": the one-line description of an incident. */
export function incidentDescription(
  event: Pick<IncidentSummary, "date" | "type" | "kind" | "country">,
): string {
  const parts = [shownDay(event.date), attributionLabels[event.type], incidentKindLabels[event.kind]];
  const country = countryName(event.country);
  if (country) parts.push(country);
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
}

/** An Atom feed (RFC 4287) of the incidents, newest approved first. */
export function atomFeed(events: IncidentSummary[], { publicUrl, query }: FeedLinks): string {
  const suffix = query ? `?${query}` : "";
  const self = `${publicUrl}/api/events/feed.atom${suffix}`;
  // the feed changed when any of its entries last did (RFC 4287 §4.2.15)
  const latest = Math.max(0, ...events.map((event) => event.updatedAt.getTime()));
  const updated = new Date(latest).toISOString();
  const title = query
    ? "Incident Watch Europe: incidents matching a filter"
    : "Incident Watch Europe: incidents";
  const entries = events.map((event) => {
    const permalink = `${publicUrl}/incident/${event.id}`;
    return `  <entry>
    <id>${xmlText(permalink)}</id>
    <title>${xmlText(event.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(permalink)}"/>
    <link rel="related" href="${xmlText(event.sourceUrl)}"/>
    <updated>${event.updatedAt.toISOString()}</updated>
    <published>${event.approvedAt.toISOString()}</published>
    <summary>${xmlText(incidentDescription(event))}</summary>
    <category term="${event.type}" label="${xmlText(attributionLabels[event.type])}"/>
    <category term="${event.kind}" label="${xmlText(incidentKindLabels[event.kind])}"/>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xmlText(self)}</id>
  <title>${xmlText(title)}</title>
  <subtitle>Hostile incidents against European states attributed to Russia or China, newest approved first.</subtitle>
  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(`${publicUrl}/${suffix}`)}"/>
  <updated>${updated}</updated>
  <author><name>Incident Watch Europe</name></author>
  <generator>Incident Watch Europe</generator>
${entries.join("\n")}
</feed>
`;
}
