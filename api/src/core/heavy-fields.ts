import type { ComplexityEstimator } from "graphql-query-complexity";
import { Extensions } from "type-graphql";

/**
 * Query-cost weights of the long texts, in objects (an object of a page is worth a few hundred bytes of
 * answer). What a field can hold at most is left to the response ceiling; the weight is what it usually
 * carries, so that ordinary pages pass and many copies of a heavy page add up past the cost limit.
 */
export const TEXT_COST = {
  /** A post's HTML: rendering multiplies its Markdown (a mention, a quote or a link grows several times). */
  html: 20,
  /** A post's Markdown, at most 32,000 characters. */
  markdown: 10,
  /** A notification's content, a search snippet: a line or two, at most 2,000 characters. */
  excerpt: 2,
} as const;

/**
 * The query cost of a list the server sizes itself (a page of 20 posts, the six reaction kinds): every
 * item counts as an object with what is selected under it.
 */
export const listOf =
  (items: number): ComplexityEstimator =>
  ({ childComplexity }) =>
    items * (1 + childComplexity);

/** The field extension that marks a heavy field (read by graphql/response-budget.ts). */
export const HEAVY_FIELD = "countsTowardsResponseSize";

/**
 * A field whose answer can be long (post HTML and Markdown, notification contents, the map's arrays):
 * what it returns counts against MAX_RESPONSE_MB as it is resolved. `cost` is its weight in the query cost.
 */
export const Heavy = (cost?: number) =>
  Extensions(cost === undefined ? { [HEAVY_FIELD]: true } : { [HEAVY_FIELD]: true, complexity: cost });
