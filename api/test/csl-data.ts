/**
 * The properties an item of CSL-JSON may have: those of CSL's input schema (csl-data.json in
 * citation-style-language/schema, CSL 1.0.2), which refuses any other (`additionalProperties: false`).
 * `id` and `type` are required.
 */
const NAME_VARIABLES = [
  "author",
  "chair",
  "collection-editor",
  "compiler",
  "composer",
  "container-author",
  "contributor",
  "curator",
  "director",
  "editor",
  "editorial-director",
  "executive-producer",
  "interviewer",
  "illustrator",
  "organizer",
  "original-author",
  "performer",
  "producer",
  "recipient",
  "reviewed-author",
  "translator",
];
const DATE_VARIABLES = [
  "accessed",
  "available-date",
  "container",
  "event-date",
  "issued",
  "original-date",
  "submitted",
];
const OTHER_VARIABLES = [
  "type",
  "id",
  "categories",
  "language",
  "journalAbbreviation",
  "shortTitle",
  "abstract",
  "annote",
  "archive",
  "archive_collection",
  "archive_location",
  "archive-place",
  "authority",
  "call-number",
  "chapter-number",
  "citation-number",
  "citation-label",
  "collection-number",
  "collection-title",
  "container-title",
  "container-title-short",
  "dimensions",
  "division",
  "DOI",
  "edition",
  "event",
  "event-place",
  "first-reference-note-number",
  "genre",
  "ISAN",
  "ISBN",
  "ISCI",
  "ISMN",
  "ISRC",
  "ISSN",
  "ISWC",
  "issue",
  "jurisdiction",
  "keyword",
  "locator",
  "medium",
  "note",
  "number",
  "number-of-pages",
  "number-of-volumes",
  "original-publisher",
  "original-publisher-place",
  "original-title",
  "page",
  "page-first",
  "part",
  "part-title",
  "PMCID",
  "PMID",
  "printing",
  "publisher",
  "publisher-place",
  "references",
  "reviewed-title",
  "scale",
  "section",
  "source",
  "status",
  "supplement",
  "title",
  "title-short",
  "translated-title",
  "translated-title-short",
  "URL",
  "version",
  "volume",
  "year-suffix",
  "custom",
];
const NAME_PARTS = new Set([
  "family",
  "given",
  "dropping-particle",
  "non-dropping-particle",
  "suffix",
  "comma-suffix",
  "static-ordering",
  "literal",
  "parse-names",
]);
const DATE_PARTS = new Set(["date-parts", "season", "circa", "literal", "raw", "edtf"]);

/** What in a CSL-JSON item CSL's input schema would refuse: one line per problem, none when valid. */
export function cslProblems(item: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const known = new Set([...NAME_VARIABLES, ...DATE_VARIABLES, ...OTHER_VARIABLES]);
  for (const key of ["id", "type"]) if (!(key in item)) problems.push(`${key} is required`);
  for (const [key, value] of Object.entries(item)) {
    if (!known.has(key)) problems.push(`${key} is no CSL variable`);
    else if (NAME_VARIABLES.includes(key)) {
      const names = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      if (!Array.isArray(value)) problems.push(`${key} is not a list of names`);
      for (const name of names) {
        for (const part of Object.keys(name)) if (!NAME_PARTS.has(part)) problems.push(`${key}.${part}`);
      }
    } else if (DATE_VARIABLES.includes(key)) {
      const parts = typeof value === "object" && value ? Object.keys(value) : [];
      if (typeof value !== "string" && parts.length === 0) problems.push(`${key} is not a date`);
      for (const part of parts) if (!DATE_PARTS.has(part)) problems.push(`${key}.${part}`);
    } else if (key !== "categories" && key !== "custom" && !["string", "number"].includes(typeof value)) {
      problems.push(`${key} is not text`);
    }
  }
  return problems;
}
