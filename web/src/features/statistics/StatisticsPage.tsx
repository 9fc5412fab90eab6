import { useQuery } from "@apollo/client/react";
import { useCallback, useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { formatDay, KIND_LABELS, ATTRIBUTION_LABELS, T, useFormat, useT, type Translate } from "../../i18n";
import { BarList } from "./BarList";
import { binMonths, type BinNames } from "./chartScale";
import { DateRangeForm, type DateRange } from "./DateRangeForm";
import { ATTRIBUTION_COLOURS, MonthChart } from "./MonthChart";
import type { DiscussionsPerMonthQuery, IncidentStatisticsQuery } from "../../gql/graphql";
import { discussionsPerMonthQuery, incidentStatisticsQuery } from "./statistics.graphql";
import { useLiveStatistics } from "./useLiveStatistics";
import "./statistics.css";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function rangeWords(t: Translate, { from, to }: DateRange): string {
  if (from && to) return t("statistics.range.between", { from: formatDay(from), to: formatDay(to) });
  if (from) return t("statistics.range.since", { from: formatDay(from) });
  if (to) return t("statistics.range.until", { to: formatDay(to) });
  return t("statistics.range.all");
}

/** /statistics: approved incidents per month by attribution, per kind of attack and per country. */
export function StatisticsPage() {
  const t = useT("app", "statistics");
  useDocumentTitle(t("statistics.title"));
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
  const discussions = useQuery(discussionsPerMonthQuery, {
    variables: { filter },
    context: { queryDeduplication: false },
  });
  const { refetch: refetchDiscussions } = discussions;
  const refetchAll = useCallback(
    () => Promise.all([refetch(), refetchDiscussions()]),
    [refetch, refetchDiscussions],
  );
  useLiveStatistics(filter, refetchAll);
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
      <h1 id="statistics-title">{t("statistics.title")}</h1>
      <p className="statistics__lead">
        <T
          ns="statistics"
          id="statistics.lead"
          values={{ range: rangeWords(t, range) }}
          components={{ map: <Link to={mapLink} /> }}
        />
      </p>
      <DateRangeForm key={`${range.from}-${range.to}`} range={range} onChange={setRange} />
      {error && !stats && (
        <p className="statistics__status" role="alert">
          {t("statistics.loadFailed")}
        </p>
      )}
      {loading && !stats && (
        <p className="statistics__status" aria-busy="true">
          {t("statistics.loading")}
        </p>
      )}
      {stats && (
        <>
          <p className="statistics__total" role="status">
            <T
              ns="statistics"
              id="statistics.total"
              values={{ count: stats.total }}
              components={{ strong: <strong /> }}
            />
          </p>
          <MonthSection perMonth={stats.perMonth} />
          <KindSection perKind={stats.perKind} />
          <CountrySection perCountry={stats.perCountry} />
          {discussions.data && <DiscussionSection perMonth={discussions.data.incidentDiscussionsPerMonth} />}
        </>
      )}
    </article>
  );
}

type Stats = IncidentStatisticsQuery["incidentStatistics"];

function MonthSection({ perMonth }: { perMonth: Stats["perMonth"] }) {
  const t = useT("app", "statistics");
  const format = useFormat();
  const names: BinNames = {
    month: (month) =>
      format.date(new Date(`${month}-01T00:00:00Z`), { month: "short", year: "numeric", timeZone: "UTC" }),
    quarter: (quarter, year) => t("statistics.quarter", { quarter, year }),
  };
  const { grouping, bins } = binMonths(perMonth, 36, names);
  const russian = bins.reduce((sum, bin) => sum + bin.russian, 0);
  const chinese = bins.reduce((sum, bin) => sum + bin.chinese, 0);
  return (
    <section className="statistics__card" aria-labelledby="per-month-title">
      <h2 id="per-month-title">{t("statistics.perPeriod", { period: grouping })}</h2>
      {bins.length === 0 ? (
        <p>{t("statistics.noneInRange")}</p>
      ) : (
        <>
          <ul className="statistics__legend" aria-label={t("statistics.legend")}>
            <li>
              <span className="statistics__swatch" style={{ background: ATTRIBUTION_COLOURS.russian }} />{" "}
              {t(ATTRIBUTION_LABELS.russian)}
            </li>
            <li>
              <span className="statistics__swatch" style={{ background: ATTRIBUTION_COLOURS.chinese }} />{" "}
              {t(ATTRIBUTION_LABELS.chinese)}
            </li>
          </ul>
          <MonthChart
            bins={bins}
            label={t("statistics.monthChart", {
              period: grouping,
              first: bins[0]!.label,
              last: bins.at(-1)!.label,
              russian,
              chinese,
            })}
          />
          <div
            className="statistics__table-scroll"
            tabIndex={0}
            role="region"
            aria-labelledby="per-month-caption"
          >
            <table className="statistics__table">
              <caption id="per-month-caption">{t("statistics.perPeriod", { period: grouping })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("statistics.period", { period: grouping })}</th>
                  <th scope="col">{t(ATTRIBUTION_LABELS.russian)}</th>
                  <th scope="col">{t(ATTRIBUTION_LABELS.chinese)}</th>
                  <th scope="col">{t("statistics.total.column")}</th>
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
                  <th scope="row">{t("statistics.all")}</th>
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
  countHeading,
}: {
  id: string;
  caption: string;
  heading: string;
  rows: { label: string; count: number }[];
  countHeading?: string;
}) {
  const t = useT("statistics");
  return (
    <div className="statistics__table-scroll" tabIndex={0} role="region" aria-labelledby={id}>
      <table className="statistics__table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">{countHeading ?? t("statistics.incidents")}</th>
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
  const t = useT("app", "statistics");
  const rows = perKind.map((entry) => ({ label: t(KIND_LABELS[entry.kind]), count: entry.count }));
  return (
    <section className="statistics__card" aria-labelledby="per-kind-title">
      <h2 id="per-kind-title">{t("statistics.byKind")}</h2>
      <BarList
        rows={rows}
        colour="#60a5fa"
        label={t("statistics.kindChart", { list: rows.map((row) => `${row.label} ${row.count}`).join(", ") })}
      />
      <CountTable
        id="per-kind-caption"
        caption={t("statistics.byKind")}
        heading={t("statistics.kindOfAttack")}
        rows={rows}
      />
    </section>
  );
}

function CountrySection({ perCountry }: { perCountry: Stats["perCountry"] }) {
  const t = useT("statistics");
  const format = useFormat();
  // the country's name in the page's language, from its ISO code
  const rows = perCountry.map((entry) => ({
    label: /^[A-Za-z]{2}$/.test(entry.country) ? format.country(entry.country) : entry.countryName,
    count: entry.count,
  }));
  const list = rows
    .slice(0, 5)
    .map((row) => `${row.label} ${row.count}`)
    .join(", ");
  return (
    <section className="statistics__card" aria-labelledby="per-country-title">
      <h2 id="per-country-title">{t("statistics.byCountry")}</h2>
      {rows.length === 0 ? (
        <p>{t("statistics.noneInRange")}</p>
      ) : (
        <>
          <BarList
            rows={rows}
            colour="#34d399"
            label={t("statistics.countryChart", { list, more: rows.length > 5 ? "yes" : "no" })}
          />
          <CountTable
            id="per-country-caption"
            caption={t("statistics.byCountry")}
            heading={t("statistics.country")}
            rows={rows}
          />
        </>
      )}
    </section>
  );
}

/** Discussions started per month on the incidents the range holds (members' talk, not the data). */
function DiscussionSection({
  perMonth,
}: {
  perMonth: DiscussionsPerMonthQuery["incidentDiscussionsPerMonth"];
}) {
  const t = useT("statistics");
  const format = useFormat();
  const rows = perMonth.map((entry) => ({
    label: format.date(new Date(`${entry.month}-01T00:00:00Z`), {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
    count: entry.started,
  }));
  return (
    <section className="statistics__card" aria-labelledby="discussions-title">
      <h2 id="discussions-title">{t("statistics.discussions")}</h2>
      {rows.length === 0 ? (
        <p>{t("statistics.noDiscussions")}</p>
      ) : (
        <>
          <BarList
            rows={rows}
            colour="#a78bfa"
            label={t("statistics.discussionsChart", {
              first: rows[0]!.label,
              last: rows.at(-1)!.label,
              count: rows.reduce((sum, row) => sum + row.count, 0),
            })}
          />
          <CountTable
            id="discussions-caption"
            caption={t("statistics.discussions")}
            heading={t("statistics.period", { period: "month" })}
            countHeading={t("statistics.discussions.column")}
            rows={rows}
          />
        </>
      )}
    </section>
  );
}
