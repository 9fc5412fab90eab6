import { useQuery } from "@apollo/client/react";
import { incidentKindLabels } from "@incident-watch/schema";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { formatDayMonthYear } from "../../lib/dayMonthYear";
import { BarList } from "./BarList";
import { binMonths } from "./chartScale";
import { DateRangeForm, type DateRange } from "./DateRangeForm";
import { ATTRIBUTION_COLOURS, MonthChart } from "./MonthChart";
import type { IncidentStatisticsQuery } from "../../gql/graphql";
import { incidentStatisticsQuery } from "./statistics.graphql";
import { useLiveStatistics } from "./useLiveStatistics";
import "./statistics.css";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const number = new Intl.NumberFormat("en-GB");

function rangeWords({ from, to }: DateRange): string {
  if (from && to) return `from ${formatDayMonthYear(from)} to ${formatDayMonthYear(to)}`;
  if (from) return `since ${formatDayMonthYear(from)}`;
  if (to) return `until ${formatDayMonthYear(to)}`;
  return "on record";
}

/** /statistics: approved incidents per month by attribution, per kind of attack and per country. */
export function StatisticsPage() {
  useDocumentTitle("Statistics");
  const [search, setSearch] = useSearchParams();
  // the same from/to keys as the map page's URL and the REST filters
  const range: DateRange = {
    from: DAY.test(search.get("from") ?? "") ? search.get("from") : null,
    to: DAY.test(search.get("to") ?? "") ? search.get("to") : null,
  };
  const filter = useMemo(() => ({ dateFrom: range.from, dateTo: range.to }), [range.from, range.to]);
  const { data, loading, error, refetch } = useQuery(incidentStatisticsQuery, {
    variables: { filter },
    // counted again after a change: never an answer to a request sent before it
    context: { queryDeduplication: false },
  });
  useLiveStatistics(filter, refetch);
  const setRange = (next: DateRange) => {
    const params = new URLSearchParams();
    if (next.from) params.set("from", next.from);
    if (next.to) params.set("to", next.to);
    setSearch(params);
  };
  const stats = data?.incidentStatistics;
  const mapLink = `/${search.toString() ? `?${search.toString()}` : ""}`;

  return (
    <article className="statistics" aria-labelledby="statistics-title">
      <h1 id="statistics-title">Statistics</h1>
      <p className="statistics__lead">
        Approved incidents {rangeWords(range)}, counted by month and attribution, by kind of attack and by
        country. Every chart has its numbers in a table below it.{" "}
        <Link to={mapLink}>See them on the map</Link>.
      </p>
      <DateRangeForm key={`${range.from}-${range.to}`} range={range} onChange={setRange} />
      {error && !stats && (
        <p className="statistics__status" role="alert">
          The statistics could not be loaded. Please try again later.
        </p>
      )}
      {loading && !stats && (
        <p className="statistics__status" aria-busy="true">
          Loading the statistics…
        </p>
      )}
      {stats && (
        <>
          <p className="statistics__total" role="status">
            <strong>{number.format(stats.total)}</strong> {stats.total === 1 ? "incident" : "incidents"}
          </p>
          <MonthSection perMonth={stats.perMonth} />
          <KindSection perKind={stats.perKind} />
          <CountrySection perCountry={stats.perCountry} />
        </>
      )}
    </article>
  );
}

type Stats = IncidentStatisticsQuery["incidentStatistics"];

function MonthSection({ perMonth }: { perMonth: Stats["perMonth"] }) {
  const { grouping, bins } = binMonths(perMonth);
  const period = { month: "Month", quarter: "Quarter", year: "Year" }[grouping];
  const russian = bins.reduce((sum, bin) => sum + bin.russian, 0);
  const chinese = bins.reduce((sum, bin) => sum + bin.chinese, 0);
  return (
    <section className="statistics__card" aria-labelledby="per-month-title">
      <h2 id="per-month-title">Incidents per {period.toLowerCase()} by attribution</h2>
      {bins.length === 0 ? (
        <p>No incidents in this range.</p>
      ) : (
        <>
          <ul className="statistics__legend" aria-label="Legend">
            <li>
              <span className="statistics__swatch" style={{ background: ATTRIBUTION_COLOURS.russian }} />{" "}
              Russia
            </li>
            <li>
              <span className="statistics__swatch" style={{ background: ATTRIBUTION_COLOURS.chinese }} />{" "}
              China
            </li>
          </ul>
          <MonthChart
            bins={bins}
            label={`Bar chart: incidents per ${period.toLowerCase()} from ${bins[0]!.label} to ${bins.at(-1)!.label}, ${russian} attributed to Russia and ${chinese} to China. The table below lists the numbers.`}
          />
          <div
            className="statistics__table-scroll"
            tabIndex={0}
            role="region"
            aria-labelledby="per-month-caption"
          >
            <table className="statistics__table">
              <caption id="per-month-caption">Incidents per {period.toLowerCase()} by attribution</caption>
              <thead>
                <tr>
                  <th scope="col">{period}</th>
                  <th scope="col">Russia</th>
                  <th scope="col">China</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {bins.map((bin) => (
                  <tr key={bin.start}>
                    <th scope="row">{bin.label}</th>
                    <td>{bin.russian}</td>
                    <td>{bin.chinese}</td>
                    <td>{bin.russian + bin.chinese}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">All</th>
                  <td>{russian}</td>
                  <td>{chinese}</td>
                  <td>{russian + chinese}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function CountTable({
  id,
  caption,
  heading,
  rows,
}: {
  id: string;
  caption: string;
  heading: string;
  rows: { label: string; count: number }[];
}) {
  return (
    <div className="statistics__table-scroll" tabIndex={0} role="region" aria-labelledby={id}>
      <table className="statistics__table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Incidents</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function KindSection({ perKind }: { perKind: Stats["perKind"] }) {
  const rows = perKind.map((entry) => ({ label: incidentKindLabels[entry.kind], count: entry.count }));
  return (
    <section className="statistics__card" aria-labelledby="per-kind-title">
      <h2 id="per-kind-title">Incidents by kind of attack</h2>
      <BarList
        rows={rows}
        colour="#60a5fa"
        label={`Bar chart: incidents by kind of attack. ${rows.map((row) => `${row.label} ${row.count}`).join(", ")}.`}
      />
      <CountTable
        id="per-kind-caption"
        caption="Incidents by kind of attack"
        heading="Kind of attack"
        rows={rows}
      />
    </section>
  );
}

function CountrySection({ perCountry }: { perCountry: Stats["perCountry"] }) {
  const rows = perCountry.map((entry) => ({
    label: entry.countryName ?? entry.country ?? "No country",
    count: entry.count,
  }));
  return (
    <section className="statistics__card" aria-labelledby="per-country-title">
      <h2 id="per-country-title">Incidents by country</h2>
      {rows.length === 0 ? (
        <p>No incidents in this range.</p>
      ) : (
        <>
          <BarList
            rows={rows}
            colour="#34d399"
            label={`Bar chart: incidents by country, most first. ${rows
              .slice(0, 5)
              .map((row) => `${row.label} ${row.count}`)
              .join(", ")}${rows.length > 5 ? ", and more in the table below" : ""}.`}
          />
          <CountTable id="per-country-caption" caption="Incidents by country" heading="Country" rows={rows} />
        </>
      )}
    </section>
  );
}
