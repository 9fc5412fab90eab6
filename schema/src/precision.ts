/**
 * How precisely an incident's place and day are known (decision 099). The coordinates are always a
 * point, the date always a day: the precision says how much of them to believe.
 */
export const PLACE_PRECISIONS = ["exact", "town", "region", "country"] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];

export const TIME_PRECISIONS = ["day", "month", "year"] as const;
export type TimePrecision = (typeof TIME_PRECISIONS)[number];

export const isPlacePrecision = (value: unknown): value is PlacePrecision =>
  PLACE_PRECISIONS.includes(value as PlacePrecision);
export const isTimePrecision = (value: unknown): value is TimePrecision =>
  TIME_PRECISIONS.includes(value as TimePrecision);

/** How forms and pages name each place precision. */
export const placePrecisionLabels: Record<PlacePrecision, string> = {
  exact: "Exact place",
  town: "Town or city",
  region: "Region",
  country: "Country only",
};

export const timePrecisionLabels: Record<TimePrecision, string> = {
  day: "Exact day",
  month: "Month only",
  year: "Year only",
};

/**
 * The radius, in metres, within which the place lies around its point: the map's uncertainty circle and
 * STIX's location `precision`. A country has none: its size varies from Monaco to France, so the map
 * draws no circle and STIX names the country instead of a point.
 */
export const PLACE_PRECISION_METRES: Record<PlacePrecision, number | null> = {
  exact: 100,
  town: 5_000,
  region: 50_000,
  country: null,
};

/** The first day of the period a day stands for at a time precision (yyyy-mm-dd in, yyyy-mm-dd out). */
export function periodStart(day: string, precision: TimePrecision): string {
  if (precision === "year") return `${day.slice(0, 4)}-01-01`;
  if (precision === "month") return `${day.slice(0, 7)}-01`;
  return day;
}

/** The day after the period a day stands for: its end, exclusive (yyyy-mm-dd). */
export function periodEnd(day: string, precision: TimePrecision): string {
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const end =
    precision === "year"
      ? Date.UTC(year + 1, 0, 1)
      : precision === "month"
        ? Date.UTC(year, month, 1)
        : Date.UTC(year, month - 1, date + 1);
  return new Date(end).toISOString().slice(0, 10);
}

/**
 * The Admiralty (NATO) grading of a source (decision 100): how reliable the source is, A to F, and how
 * credible the information it gives, 1 to 6, each by STANAG 2511 / AJP-2.1's meanings.
 */
export const SOURCE_RELIABILITIES = ["A", "B", "C", "D", "E", "F"] as const;
export type SourceReliability = (typeof SOURCE_RELIABILITIES)[number];

export const INFORMATION_CREDIBILITIES = [1, 2, 3, 4, 5, 6] as const;
export type InformationCredibility = (typeof INFORMATION_CREDIBILITIES)[number];

export const reliabilityLabels: Record<SourceReliability, string> = {
  A: "Completely reliable",
  B: "Usually reliable",
  C: "Fairly reliable",
  D: "Not usually reliable",
  E: "Unreliable",
  F: "Reliability cannot be judged",
};

export const credibilityLabels: Record<InformationCredibility, string> = {
  1: "Confirmed by other sources",
  2: "Probably true",
  3: "Possibly true",
  4: "Doubtful",
  5: "Improbable",
  6: "Truth cannot be judged",
};

export const GRADING_MESSAGES = {
  reliability: "Reliability must be one letter from A (completely reliable) to F (cannot be judged)",
  credibility:
    "Credibility must be a whole number from 1 (confirmed by other sources) to 6 (cannot be judged)",
} as const;

/** What is wrong with a grading: each of the two checked on its own. Empty when it is one. */
export function validateSourceGrading(input: {
  reliability?: unknown;
  credibility?: unknown;
}): Partial<Record<"reliability" | "credibility", string>> {
  const errors: Partial<Record<"reliability" | "credibility", string>> = {};
  if (!SOURCE_RELIABILITIES.includes(input.reliability as SourceReliability))
    errors.reliability = GRADING_MESSAGES.reliability;
  if (!INFORMATION_CREDIBILITIES.includes(input.credibility as InformationCredibility))
    errors.credibility = GRADING_MESSAGES.credibility;
  return errors;
}

/** The grading as analysts write it, "B2"; null when the source is not graded. */
export const gradingCode = (
  reliability: string | null | undefined,
  credibility: number | null | undefined,
) => (reliability && credibility ? `${reliability}${credibility}` : null);
