import { decodeHTML } from "entities";

export const TITLE_MAX_LENGTH = 300;

/** The charset named in a Content-Type value ("text/html; charset=windows-1251"). */
export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? "");
  return match?.[1];
}

// <meta charset="…"> or <meta http-equiv="Content-Type" content="text/html; charset=…">
const META_CHARSET = /<meta\s[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i;

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined;
  }
}

/** Decodes a page's head: a byte-order mark, then the header's charset, then a meta tag, else UTF-8. */
export function decodeHtml(bytes: Uint8Array, contentType: string | undefined): string {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  // Meta tags are ASCII in every charset a page may declare this way, so a latin1 view finds them.
  const sniffed = META_CHARSET.exec(Buffer.from(bytes).toString("latin1"))?.[1];
  const decoder =
    (bom ? decoderFor("utf-8") : undefined) ??
    decoderFor(charsetFromContentType(contentType)) ??
    decoderFor(sniffed) ??
    new TextDecoder("utf-8");
  return decoder.decode(bytes);
}

// C0 and C1 controls and DEL: a page may hold them (&#0; decodes to U+FFFD, a raw NUL byte does not)
// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;

/** A title as a person reads it: control characters as spaces, whitespace collapsed. */
export const readableTitle = (text: string) => text.replace(CONTROLS, " ").replace(/\s+/g, " ").trim();

/** Entities decoded, control characters dropped, whitespace collapsed, capped at TITLE_MAX_LENGTH characters. */
export function cleanTitle(raw: string): string | undefined {
  const text = readableTitle(decodeHTML(raw));
  if (!text) return undefined;
  const chars = Array.from(text);
  return chars.length <= TITLE_MAX_LENGTH ? text : chars.slice(0, TITLE_MAX_LENGTH - 1).join("") + "…";
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function openGraphTitle(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\s(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
    const key = attribute(tag, "property") ?? attribute(tag, "name");
    if (key?.toLowerCase() === "og:title") {
      const title = cleanTitle(attribute(tag, "content") ?? "");
      if (title) return title;
    }
  }
  return undefined;
}

/** The page's og:title, else its <title>; undefined when it has neither. */
export function extractTitle(html: string): string | undefined {
  const head = html.replace(/<!--[\s\S]*?-->/g, "");
  const og = openGraphTitle(head);
  if (og) return og;
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1];
  return title === undefined ? undefined : cleanTitle(title);
}
