import type { StateCore, Token } from "markdown-it";
import { LinkBudget, linkInlineText } from "./inline-links.js";

/** At most this many different incidents are cited (and carded) in one post; later ones stay as written. */
export const MAX_CITED_INCIDENTS = 20;
/** At most this many citation placeholders in one post, repeats included. */
export const MAX_CITATION_LINKS = 50;

// `#123` not preceded by a word character, `&`, `#` or `/` (so "a#1", "##1" and "x/#1" are not citations)
const HASH_ID = /(^|[^\w&#/])#(\d{1,18})(?![\w-])/g;
// This site's address of an incident or of a version of it, absolute or as a path
const INCIDENT_PATH = /\/incident\/(\d{1,18})(?:\/v\/(\d{1,9}))?\/?(?:[?#].*)?$/;

/** The incident ids a post may cite (`#123` and incident addresses), at most `max` (looked up in the database). */
export function citationCandidates(markdown: string, max = 50): string[] {
  const ids = new Set<string>();
  for (const match of markdown.matchAll(HASH_ID)) {
    ids.add(String(BigInt(match[2]!)));
    if (ids.size >= max) return [...ids];
  }
  for (const match of markdown.matchAll(/\/incident\/(\d{1,18})/g)) {
    ids.add(String(BigInt(match[1]!)));
    if (ids.size >= max) break;
  }
  return [...ids];
}

/**
 * The incidents that exist among a post's candidates (whatever their status: the card is chosen when the
 * post is read), and which of them the rendering turned into placeholders.
 */
export class KnownIncidents {
  private readonly budget = new LinkBudget(MAX_CITED_INCIDENTS, MAX_CITATION_LINKS);

  /** ids: the incidents that exist; origin: this site's address (PUBLIC_URL), without a trailing slash. */
  constructor(
    private readonly ids: ReadonlySet<string> = new Set(),
    readonly origin = "",
  ) {}

  /** Whether `id` gets a placeholder (it exists and the limits are not reached). */
  cite(id: string): boolean {
    return this.ids.has(id) && this.budget.take(id);
  }

  /** The incident (and version) an address on this site names, or undefined. */
  addressed(href: string): { id: string; version?: string } | undefined {
    let path = href;
    if (this.origin && href.startsWith(`${this.origin}/`)) path = href.slice(this.origin.length);
    if (!path.startsWith("/") || path.startsWith("//")) return undefined;
    const match = INCIDENT_PATH.exec(path);
    if (!match || match.index !== 0) return undefined;
    return { id: String(BigInt(match[1]!)), version: match[2] };
  }

  /** Ids of the incidents cited so far. */
  get incidentIds(): string[] {
    return this.budget.taken;
  }
}

/**
 * markdown-it core rule body: a link to an incident's address on this site, and `#123` in text (outside
 * links and code), become a placeholder, a plain link the web fills with the incident's card when the post
 * is read: `<a href="/incident/123" class="incident-cite" data-incident="123">`. The stored HTML holds no
 * fact of the incident, so a correction shows without re-rendering the posts that cite it.
 */
export function linkCitations(state: StateCore, incidents: KnownIncidents): void {
  linkInlineText(state, {
    sigil: "#",
    pattern: HASH_ID,
    onLinkOpen: (token) => markAddress(token, incidents),
    link: (match) => {
      const id = String(BigInt(match[2]!));
      if (!incidents.cite(id)) return undefined;
      return {
        attrs: [
          ["href", `/incident/${id}`],
          ["class", "incident-cite"],
          ["data-incident", id],
        ],
        label: `#${match[2]}`,
      };
    },
  });
}

function markAddress(token: Token, incidents: KnownIncidents) {
  const addressed = incidents.addressed(String(token.attrGet("href") ?? ""));
  if (!addressed || !incidents.cite(addressed.id)) return;
  token.attrSet("class", "incident-cite");
  token.attrSet("data-incident", addressed.id);
  if (addressed.version) token.attrSet("data-version", addressed.version);
}
