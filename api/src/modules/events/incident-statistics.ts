import type { EntityManager } from "@mikro-orm/postgresql";
import { Field, Int, ObjectType } from "type-graphql";
import { INCIDENT_KINDS, type IncidentKind } from "@incident-watch/schema";
import { countryName } from "../../infra/countries/european-states.js";
import { IncidentKindEnum } from "./event.entity.js";
import type { Conditions } from "./research/event-search.js";
import type { IndexCounts } from "./map/index/incident-index.js";
import { DISCUSSION_STARTS } from "../forum/reading/thread-summaries.js";

@ObjectType({ description: "Incidents of one month by attribution.", simpleResolvers: true })
export class MonthCount {
  @Field(() => String, { description: "The month, as yyyy-mm." })
  month!: string;

  @Field(() => Int, { description: "Incidents of the month attributed to Russia." })
  russian!: number;

  @Field(() => Int, { description: "Incidents of the month attributed to China." })
  chinese!: number;
}

@ObjectType({ description: "Incidents of one kind of attack.", simpleResolvers: true })
export class KindCount {
  @Field(() => IncidentKindEnum, { description: "The kind of attack." })
  kind!: IncidentKind;

  @Field(() => Int, { description: "Incidents of that kind." })
  count!: number;
}

@ObjectType({ description: "Incidents in one European state.", simpleResolvers: true })
export class CountryCount {
  @Field(() => String, { description: "ISO 3166-1 alpha-2" })
  country!: string;

  @Field(() => String, { description: "The state's English name." })
  countryName!: string;

  @Field(() => Int, { description: "Incidents in that state." })
  count!: number;
}

@ObjectType({ description: "Counts of the approved incidents matching a filter.", simpleResolvers: true })
export class IncidentStatistics {
  @Field(() => Int, { description: "How many approved incidents match the filter." })
  total!: number;

  @Field(() => [MonthCount], {
    description: "Oldest first, every month from the first incident's to the last one's (empty ones too).",
  })
  perMonth!: MonthCount[];

  @Field(() => [KindCount], { description: "All six kinds, in the enum's order." })
  perKind!: KindCount[];

  @Field(() => [CountryCount], {
    description: "States with incidents, most first; none for incidents in none.",
  })
  perCountry!: CountryCount[];
}

const EMPTY: IncidentStatistics = {
  total: 0,
  perMonth: [],
  perKind: INCIDENT_KINDS.map((kind) => ({ kind, count: 0 })),
  perCountry: [],
};

/** The three breakdowns in one round trip: one grouping of the matching rows, summed three ways. */
export async function incidentStatistics(
  em: EntityManager,
  where: Conditions | null,
): Promise<IncidentStatistics> {
  if (!where) return EMPTY;
  const rows = await em
    .getConnection()
    .execute<{ month: string; type: string; kind: IncidentKind; country: string | null; n: number }[]>(
      `select to_char(date, 'YYYY-MM') as month, type, kind, country, count(*)::int as n
       from events where ${where.sql.join(" and ")}
      group by 1, 2, 3, 4`,
      where.params,
    );
  const counts: IndexCounts = { total: 0, months: new Map(), kinds: new Map(), countries: new Map() };
  for (const { month, type, kind, country, n } of rows) {
    counts.total += n;
    const pair = counts.months.get(month) ?? [0, 0];
    pair[type === "chinese" ? 1 : 0] += n;
    counts.months.set(month, pair);
    counts.kinds.set(kind, (counts.kinds.get(kind) ?? 0) + n);
    if (country) counts.countries.set(country, (counts.countries.get(country) ?? 0) + n);
  }
  return statisticsOf(counts);
}

/**
 * Incident discussions started per month (UTC) of the approved incidents matching `where`, oldest first,
 * every month from the first one's to the last one's; none when no discussion has started.
 */
export async function discussionsPerMonth(
  em: EntityManager,
  where: Conditions | null,
): Promise<{ month: string; started: number }[]> {
  if (!where) return [];
  const rows = await em.getConnection().execute<{ month: string; n: number }[]>(
    `select to_char(started_at at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
       from (${DISCUSSION_STARTS}) discussions
      where event_id in (select id from events where ${where.sql.join(" and ")})
      group by 1`,
    where.params,
  );
  if (rows.length === 0) return [];
  const counts = new Map(rows.map((row) => [row.month, Number(row.n)]));
  return everyMonth([...counts.keys()].sort()).map((month) => ({ month, started: counts.get(month) ?? 0 }));
}

/** The statistics of counted incidents (from PostgreSQL or the incident index). */
export function statisticsOf({ total, months, kinds, countries }: IndexCounts): IncidentStatistics {
  if (total === 0) return EMPTY;
  return {
    total,
    perMonth: everyMonth([...months.keys()].sort()).map((month) => {
      const [russian, chinese] = months.get(month) ?? [0, 0];
      return { month, russian, chinese };
    }),
    perKind: INCIDENT_KINDS.map((kind) => ({ kind, count: kinds.get(kind) ?? 0 })),
    perCountry: [...countries]
      .filter(([, count]) => count > 0)
      .map(([country, count]) => ({ country, countryName: countryName(country) ?? country, count }))
      .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country)),
  };
}

/** "yyyy-mm" from the first of `sorted` to its last, each month once. */
function everyMonth(sorted: string[]): string[] {
  const [first, last] = [sorted[0]!, sorted.at(-1)!];
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number) as [number, number];
  for (let m = first; m <= last;) {
    months.push(m);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
    m = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
  }
  return months;
}
