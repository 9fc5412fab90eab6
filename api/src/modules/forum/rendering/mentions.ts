import type { StateCore } from "markdown-it";
import { LinkBudget, linkInlineText } from "./inline-links.js";

/** At most this many different users are linked (and notified) in one post; later names stay plain text. */
export const MAX_MENTIONS = 10;
/** At most this many mention links in one post, repeats included, so a post cannot swell into links. */
export const MAX_MENTION_LINKS = 50;

// `@name` not preceded by a word character (so an email address is not a mention)
const MENTION = /(^|[^\w@/])@([A-Za-z0-9_-]{3,32})(?![A-Za-z0-9_-])/g;

/** The names a post mentions, lower-cased, at most `max` of them (the ones looked up in the database). */
export function mentionCandidates(markdown: string, max = 50): string[] {
  const names = new Set<string>();
  for (const match of markdown.matchAll(MENTION)) {
    names.add(match[2]!.toLowerCase());
    if (names.size >= max) break;
  }
  return [...names];
}

/** The users that exist among a post's mentions, and which of them the rendering linked. */
export class KnownUsers {
  private readonly budget = new LinkBudget(MAX_MENTIONS, MAX_MENTION_LINKS);

  /** byKey: lower-cased username → username as registered. */
  constructor(private readonly byKey: ReadonlyMap<string, string> = new Map()) {}

  /** The username to link for `@name`, or undefined when there is no such user or the limit is reached. */
  link(name: string): string | undefined {
    const key = name.toLowerCase();
    const username = this.byKey.get(key);
    return username && this.budget.take(key) ? username : undefined;
  }

  /** Lower-cased usernames linked so far. */
  get mentioned(): string[] {
    return this.budget.taken;
  }
}

/** markdown-it core rule body: turns `@name` in text (outside links and code) into a profile link. */
export function linkMentions(state: StateCore, users: KnownUsers): void {
  linkInlineText(state, {
    sigil: "@",
    pattern: MENTION,
    link: (match) => {
      const username = users.link(match[2]!);
      if (!username) return undefined;
      return {
        attrs: [
          ["href", `/forum/user/${encodeURIComponent(username)}`],
          ["class", "mention"],
        ],
        label: `@${username}`,
      };
    },
  });
}
