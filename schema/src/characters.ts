/** Characters as a reader counts them: code points, so an emoji is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isPairStart(text, i)) i += 1;
    count += 1;
  }
  return count;
}

/**
 * Whether `text` has more than `max` characters (code points), counting no further than needed and
 * building no array of them: a flood of long texts would otherwise spend its time here before any limit
 * refuses it.
 */
export function codePointsOver(text: string, max: number): boolean {
  if (text.length <= max) return false; // a code point is one or two UTF-16 units
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (isPairStart(text, i)) i += 1;
    if ((count += 1) > max) return true;
  }
  return false;
}

/** Whether a surrogate pair (one code point in two UTF-16 units) starts at `i`. */
function isPairStart(text: string, i: number): boolean {
  const unit = text.charCodeAt(i);
  if (unit < 0xd800 || unit > 0xdbff || i + 1 >= text.length) return false;
  const next = text.charCodeAt(i + 1);
  return next >= 0xdc00 && next <= 0xdfff;
}

// Format (U+200B, U+202E …), separators, controls, lone combining marks, and the blank letters
// (Hangul fillers, braille blank) that draw nothing
const INVISIBLE = /[\p{Cf}\p{Z}\p{Cc}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether text shows at least one character, once format and space characters are set aside. */
export const hasVisibleText = (value: string | null | undefined): value is string =>
  !!value && value.replace(INVISIBLE, "") !== "";
