/** The arithmetic behind the statistics charts: axis ranges, ticks, and months grouped when they are many. */

/** The smallest "nice" number (1, 2 or 5 times a power of ten) at least `value`; 1 for nothing. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * An axis from 0 to a nice top at least `max`, with at most `count` + 1 evenly spaced whole-number ticks
 * (0 included). Counts are whole, so the step is never below 1.
 */
export function axisTicks(max: number, count = 4): { top: number; ticks: number[] } {
  const step = Math.max(1, niceCeiling(Math.max(max, 1) / count));
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(tick);
  return { top, ticks };
}

export interface MonthCount {
  /** yyyy-mm */
  month: string;
  russian: number;
  chinese: number;
}

export interface Bin {
  /** What the bin is called in the chart and the table: "May 2024", "Q2 2024" or "2024". */
  label: string;
  /** The first month of the bin, yyyy-mm. */
  start: string;
  russian: number;
  chinese: number;
}

/** How the bins are named in a language: a month ("2024-05" → "May 2024") and a quarter (2, "2024" → "Q2 2024"). */
export interface BinNames {
  month(month: string): string;
  quarter(quarter: number, year: string): string;
}

const englishMonth = new Intl.DateTimeFormat("en", { month: "short", year: "numeric", timeZone: "UTC" });

export const ENGLISH_BIN_NAMES: BinNames = {
  month: (month) => englishMonth.format(new Date(`${month}-01T00:00:00Z`)),
  quarter: (quarter, year) => `Q${quarter} ${year}`,
};

export type Grouping = "month" | "quarter" | "year";

function binKey(month: string, grouping: Grouping, names: BinNames): { key: string; label: string } {
  const [year, number] = month.split("-");
  if (grouping === "year") return { key: year!, label: year! };
  if (grouping === "quarter") {
    const quarter = Math.floor((Number(number) - 1) / 3) + 1;
    return { key: `${year}-Q${quarter}`, label: names.quarter(quarter, year!) };
  }
  return { key: month, label: names.month(month) };
}

/**
 * The months as bars: one bar a month while they fit in `maxBars`, else a bar a quarter, else a year, so
 * a long record stays readable. Sums are kept exactly; the order is the months' order.
 */
export function binMonths(
  months: MonthCount[],
  maxBars = 36,
  names: BinNames = ENGLISH_BIN_NAMES,
): { grouping: Grouping; bins: Bin[] } {
  const groupings: Grouping[] = ["month", "quarter", "year"];
  for (const grouping of groupings) {
    const bins: Bin[] = [];
    for (const { month, russian, chinese } of months) {
      const { label } = binKey(month, grouping, names);
      const last = bins[bins.length - 1];
      if (last && binKey(last.start, grouping, names).label === label) {
        last.russian += russian;
        last.chinese += chinese;
      } else bins.push({ label, start: month, russian, chinese });
    }
    if (bins.length <= maxBars || grouping === "year") return { grouping, bins };
  }
  return { grouping: "year", bins: [] };
}

/** Which of `count` bars get a label below the axis, so labels `minGap` bars apart never collide. */
export function labelledIndexes(count: number, minGap: number): number[] {
  const every = Math.max(1, Math.ceil(minGap));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += every) indexes.push(index);
  return indexes;
}
