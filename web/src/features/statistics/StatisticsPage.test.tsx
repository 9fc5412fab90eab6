import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { StatisticsPage } from "./StatisticsPage";

setupMockServer();

const statistics = {
  __typename: "IncidentStatistics",
  total: 9,
  perMonth: [
    { __typename: "MonthCount", month: "2024-04", russian: 3, chinese: 1 },
    { __typename: "MonthCount", month: "2024-05", russian: 0, chinese: 0 },
    { __typename: "MonthCount", month: "2024-06", russian: 4, chinese: 1 },
  ],
  perKind: ["sabotage", "cyber", "airspace", "espionage", "disinformation", "other"].map((kind, index) => ({
    __typename: "KindCount",
    kind,
    count: [5, 2, 1, 0, 0, 1][index],
  })),
  perCountry: [
    { __typename: "CountryCount", country: "PL", countryName: "Poland", count: 6 },
    { __typename: "CountryCount", country: "DE", countryName: "Germany", count: 3 },
  ],
};

const discussions = [
  { __typename: "DiscussionMonthCount", month: "2026-09", started: 2 },
  { __typename: "DiscussionMonthCount", month: "2026-10", started: 0 },
  { __typename: "DiscussionMonthCount", month: "2026-11", started: 5 },
];

function serveStatistics() {
  const filters: unknown[] = [];
  server.use(
    graphql.query("IncidentStatistics", ({ variables }) => {
      filters.push(variables.filter);
      return HttpResponse.json({ data: { incidentStatistics: statistics } });
    }),
    graphql.query("DiscussionsPerMonth", () =>
      HttpResponse.json({ data: { incidentDiscussionsPerMonth: discussions } }),
    ),
  );
  return filters;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("StatisticsPage", () => {
  it("draws each chart with its numbers in a table", async () => {
    serveStatistics();
    renderRoutes([{ path: "/statistics", element: <StatisticsPage /> }], "/statistics");
    expect(await screen.findByRole("status")).toHaveTextContent("9 incidents");
    expect(
      screen.getByRole("img", {
        name: /incidents per month from Apr 2024 to Jun 2024, 7 attributed to Russia and 2 to China/,
      }),
    ).toBeInTheDocument();
    expect(rowsOf(screen.getByRole("table", { name: "Incidents per month by attribution" }))).toEqual([
      ["Month", "Russia", "China", "Total"],
      ["Apr 2024", "3", "1", "4"],
      ["May 2024", "0", "0", "0"],
      ["Jun 2024", "4", "1", "5"],
      ["All", "7", "2", "9"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Incidents by kind of attack" }))).toEqual([
      ["Kind of attack", "Incidents"],
      ["Sabotage", "5"],
      ["Cyber attack", "2"],
      ["Airspace and drones", "1"],
      ["Espionage", "0"],
      ["Disinformation", "0"],
      ["Other", "1"],
    ]);
    expect(rowsOf(screen.getByRole("table", { name: "Incidents by country" }))).toEqual([
      ["Country", "Incidents"],
      ["Poland", "6"],
      ["Germany", "3"],
    ]);
    // members' discussions of these incidents, by the month each started
    expect(
      screen.getByRole("img", { name: /discussions started per month from Sep 2026 to Nov 2026, 7 in all/ }),
    ).toBeInTheDocument();
    expect(rowsOf(screen.getByRole("table", { name: "Discussions started per month" }))).toEqual([
      ["Month", "Discussions"],
      ["Sep 2026", "2"],
      ["Oct 2026", "0"],
      ["Nov 2026", "5"],
    ]);
    // a stacked bar a month: Russian and Chinese parts only where there are some
    const chart = screen.getByRole("img", { name: /incidents per month/ });
    expect(chart.querySelectorAll("rect")).toHaveLength(4);
  });

  it("asks for a date range typed as dd/mm/yyyy and keeps it in the URL", async () => {
    const filters = serveStatistics();
    const { router } = renderRoutes([{ path: "/statistics", element: <StatisticsPage /> }], "/statistics");
    await screen.findByRole("table", { name: "Incidents by country" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("From"), "01042024");
    await user.type(screen.getByLabelText("To"), "31/05/2024");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(router.state.location.search).toBe("?from=2024-04-01&to=2024-05-31");
    await screen.findByText(/from 01\/04\/2024 to 31\/05\/2024/);
    expect(filters.at(-1)).toEqual({ dateFrom: "2024-04-01", dateTo: "2024-05-31" });
    expect(screen.getByRole("link", { name: "See them on the map" })).toHaveAttribute(
      "href",
      "/?from=2024-04-01&to=2024-05-31",
    );
  });

  it("refuses a range written otherwise or the wrong way round", async () => {
    serveStatistics();
    renderRoutes([{ path: "/statistics", element: <StatisticsPage /> }], "/statistics");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("From"), "0104");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("Write the date as dd/mm/yyyy")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("From"));
    await user.type(screen.getByLabelText("From"), "01/06/2024");
    await user.type(screen.getByLabelText("To"), "01/05/2024");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("The start must not be after the end")).toBeInTheDocument();
  });
});
