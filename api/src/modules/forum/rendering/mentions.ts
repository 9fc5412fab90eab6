import type { StateCore, Token } from "markdown-it";

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
  private readonly linked = new Set<string>();
  private links = 0;

  /** byKey: lower-cased username → username as registered. */
  constructor(private readonly byKey: ReadonlyMap<string, string> = new Map()) {}

  /** The username to link for `@name`, or undefined when there is no such user or the limit is reached. */
  link(name: string): string | undefined {
    const key = name.toLowerCase();
    const username = this.byKey.get(key);
    if (!username || this.links >= MAX_MENTION_LINKS) return undefined;
    if (!this.linked.has(key)) {
      if (this.linked.size >= MAX_MENTIONS) return undefined;
      this.linked.add(key);
    }
    this.links += 1;
    return username;
  }

  /** Lower-cased usernames linked so far. */
  get mentioned(): string[] {
    return [...this.linked];
  }
}

/** markdown-it core rule body: turns `@name` in text (outside links and code) into a profile link. */
export function linkMentions(state: StateCore, users: KnownUsers): void {
  for (const block of state.tokens) {
    if (block.type !== "inline" || !block.children) continue;
    let linkDepth = 0;
    const children: Token[] = [];
    for (const token of block.children) {
      if (token.type === "link_open") linkDepth += 1;
      if (token.type === "link_close") linkDepth -= 1;
      if (token.type !== "text" || linkDepth > 0 || !token.content.includes("@")) {
        children.push(token);
        continue;
      }
      children.push(...splitText(state, token.content, users));
    }
    block.children = children;
  }
}

function splitText(state: StateCore, text: string, users: KnownUsers): Token[] {
  const out: Token[] = [];
  let plain = "";
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const username = users.link(match[2]!);
    if (!username) continue;
    const at = match.index + match[1]!.length;
    plain += text.slice(last, at);
    last = at + 1 + match[2]!.length;
    if (plain) out.push(textToken(state, plain));
    plain = "";
    const open = new state.Token("link_open", "a", 1);
    open.attrs = [
      ["href", `/forum/user/${encodeURIComponent(username)}`],
      ["class", "mention"],
    ];
    out.push(open, textToken(state, `@${username}`), new state.Token("link_close", "a", -1));
  }
  plain += text.slice(last);
  if (plain) out.push(textToken(state, plain));
  return out;
}

function textToken(state: StateCore, content: string): Token {
  const token = new state.Token("text", "", 0);
  token.content = content;
  return token;
}
