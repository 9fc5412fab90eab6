/**
 * Texts that once let one visitor or member stall the forum, for the tests that keep them out (the
 * render benchmark has its own copies).
 */

/** One reference link, defined once with a long address and used thousands of times: 30,000 characters. */
export const REFERENCE_LINKS = `[a]: https://example.org/${"x".repeat(2000)}\n\n${"[a] ".repeat(7_000)}`;

/** The heaviest 32,000 characters to render found: a table of one column, a row per line. */
export const TABLE_ROWS = "|a|\n|-|\n" + "|a|\n".repeat(7_998);
