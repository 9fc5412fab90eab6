import type { StateCore, Token } from "markdown-it";

/**
 * A post's links of one kind: at most `distinct` different targets and `most` links in all, repeats
 * included, so a post cannot swell into links; later ones stay as written.
 */
export class LinkBudget {
  private readonly targets = new Set<string>();
  private links = 0;

  constructor(
    private readonly distinct: number,
    private readonly most: number,
  ) {}

  /** Whether one more link to `target` fits. */
  take(target: string): boolean {
    if (this.links >= this.most) return false;
    if (!this.targets.has(target)) {
      if (this.targets.size >= this.distinct) return false;
      this.targets.add(target);
    }
    this.links += 1;
    return true;
  }

  /** The targets linked so far. */
  get taken(): string[] {
    return [...this.targets];
  }
}

/** The link a match becomes: its attributes and its text. */
export interface InlineLink {
  attrs: [string, string][];
  label: string;
}

/**
 * markdown-it core rule body: in text outside links (and code, which is no text token), each match of
 * `pattern` (its first group what precedes the link, its second what follows the sigil) that `link`
 * accepts becomes a link; `onLinkOpen` sees each link already written. `sigil` is a character every match
 * holds, so text without it is passed by.
 */
export function linkInlineText(
  state: StateCore,
  {
    sigil,
    pattern,
    link,
    onLinkOpen,
  }: {
    sigil: string;
    pattern: RegExp;
    link(match: RegExpMatchArray): InlineLink | undefined;
    onLinkOpen?(token: Token): void;
  },
): void {
  for (const block of state.tokens) {
    if (block.type !== "inline" || !block.children) continue;
    let linkDepth = 0;
    const children: Token[] = [];
    for (const token of block.children) {
      if (token.type === "link_open") {
        linkDepth += 1;
        onLinkOpen?.(token);
      }
      if (token.type === "link_close") linkDepth -= 1;
      if (token.type !== "text" || linkDepth > 0 || !token.content.includes(sigil)) {
        children.push(token);
        continue;
      }
      children.push(...splitText(state, token.content, pattern, link));
    }
    block.children = children;
  }
}

function splitText(
  state: StateCore,
  text: string,
  pattern: RegExp,
  link: (match: RegExpMatchArray) => InlineLink | undefined,
): Token[] {
  const out: Token[] = [];
  let plain = "";
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const made = link(match);
    if (!made) continue;
    const at = match.index + match[1]!.length;
    plain += text.slice(last, at);
    last = at + 1 + match[2]!.length;
    if (plain) out.push(textToken(state, plain));
    plain = "";
    const open = new state.Token("link_open", "a", 1);
    open.attrs = made.attrs;
    out.push(open, textToken(state, made.label), new state.Token("link_close", "a", -1));
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
