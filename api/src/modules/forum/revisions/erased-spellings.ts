import MarkdownIt from "markdown-it";
import { markdownToPlainText } from "../rendering/post-excerpt.js";

const { unescapeAll, escapeRE } = new MarkdownIt().utils;

/** One piece of source and the character it shows: a backslash escape, an HTML entity, a %-escape, or itself. */
interface Unit {
  start: number;
  end: number;
  shows: string;
}

const SPELLED = /\\[!-/:-@[-`{-~]|&(?:#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});|%[0-9a-f]{2}/giy;

function units(text: string): Unit[] {
  const found: Unit[] = [];
  for (let at = 0; at < text.length;) {
    SPELLED.lastIndex = at;
    const spelled = SPELLED.exec(text)?.[0];
    const raw = spelled ?? String.fromCodePoint(text.codePointAt(at)!);
    found.push({ start: at, end: at + raw.length, shows: spelled ? shownAs(spelled) : raw });
    at += raw.length;
  }
  return found;
}

function shownAs(spelled: string): string {
  if (!spelled.startsWith("%")) return unescapeAll(spelled);
  const code = parseInt(spelled.slice(1), 16);
  return code < 0x80 ? String.fromCharCode(code) : spelled;
}

/** A word to erase and what takes its place, matched on what a reader sees, case aside. */
export interface Erasure {
  word: string;
  replacement: string;
  /** Characters that, just before or after the word, make it part of a longer word. */
  before: RegExp;
  after: RegExp;
  /** Characters the word may be written after (an @ before a name). */
  prefix?: string;
}

function eraseShown(text: string, erasure: Erasure): string {
  const pieces = units(text);
  const shown = pieces.map((p) => p.shows).join("");
  // which piece each UTF-16 unit of what is shown comes from
  const owner = pieces.flatMap((piece, i) => Array<number>(piece.shows.length).fill(i));
  const pattern = new RegExp(
    `${erasure.prefix ? `[${escapeRE(erasure.prefix)}]?` : ""}${escapeRE(erasure.word)}`,
    "gi",
  );
  let result = "";
  let copied = 0;
  for (const match of shown.matchAll(pattern)) {
    const from = match.index;
    const to = from + match[0].length;
    if (erasure.before.test(shown[from - 1] ?? "") || erasure.after.test(shown[to] ?? "")) continue;
    const start = pieces[owner[from]!]!.start;
    const end = pieces[owner[to - 1]!]!.end;
    if (start < copied) continue;
    result += text.slice(copied, start) + erasure.replacement;
    copied = end;
  }
  return result + text.slice(copied);
}

const PUNCTUATION = /[!-/:-@[-`{-~]/g;

/** The text with every spelling of the words erased: written plainly, with backslash escapes, HTML entities or %-escapes. */
export function eraseSpellingsInText(text: string, erasures: Erasure[]): string {
  return erasures.reduce(eraseShown, text);
}

/**
 * The Markdown with every spelling of the words erased: written plainly, with backslash escapes, HTML
 * entities or %-escapes. If a reader would still see one (split by emphasis markers, say), the text is
 * kept as the plain words it shows, with the words erased there.
 */
export function eraseSpellingsInMarkdown(markdown: string, erasures: Erasure[]): string {
  const erased = eraseSpellingsInText(markdown, erasures);
  const plain = markdownToPlainText(erased);
  const plainErased = eraseSpellingsInText(plain, erasures);
  if (plainErased === plain) return erased;
  return plainErased.replace(/\s+/g, " ").trim().replace(PUNCTUATION, "\\$&");
}
