/**
 * Letters and quotes PostgreSQL's `unaccent` turns into others that a decomposition does not reach (its rules file),
 * by their lower case.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ħ: "h",
  ı: "i",
  ł: "l",
  ŀ: "l",
  ŧ: "t",
  þ: "th",
  ё: "е",
  "‘": "'",
  "’": "'",
  "‚": "'",
  "‛": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "‟": '"',
};

/** A Latin or Greek letter with its marks (accents, cedillas, ogoneks), or one of the characters above. */
const FOLDED = /[\u00c0-\u024f\u0370-\u03ff\u1e00-\u1fff\u0401\u0451\u2018-\u201f]/g;

/**
 * A name or a typed query as the gazetteer's search text: `lower(unaccent(text))` in PostgreSQL
 * ("Gdańsk" and "GDANSK" both "gdansk", "Łódź" "lodz"), while Cyrillic keeps its own letters ("й", "ї")
 * as `unaccent` does. `search-text.test.ts` holds it to PostgreSQL's on every name in the gazetteer.
 */
export function searchText(text: string): string {
  return text
    .replace(
      FOLDED,
      (letter) => LETTERS[letter.toLowerCase()] ?? letter.normalize("NFD").replace(/\p{M}/gu, ""),
    )
    .toLowerCase();
}
