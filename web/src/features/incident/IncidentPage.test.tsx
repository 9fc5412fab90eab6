import { screen } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { IncidentPage, sourceOutlet } from "./IncidentPage";

setupMockServer();

const incident = {
  __typename: "Event",
  id: "42",
  title: "Drones over the Baltic port",
  date: "2024-05-14",
  type: "chinese",
  kind: "airspace",
  country: "LT",
  countryName: "Lithuania",
  sourceUrl: "https://news.example.org/drones",
  latitude: 55.7033,
  longitude: 21.1443,
};

function serve(event: typeof incident | null) {
  server.use(
    graphql.query("IncidentPage", () => HttpResponse.json({ data: { event } })),
    graphql.query("MapStyle", () =>
      HttpResponse.json({ data: { siteInfo: { __typename: "SiteInfo", mapStyleUrl: null } } }),
    ),
  );
}

const routes = [{ path: "/incident/:id", element: <IncidentPage /> }];

describe("IncidentPage", () => {
  it("shows the incident's title, date, attribution, kind, country and source", async () => {
    serve(incident);
    renderRoutes(routes, "/incident/42");
    expect(await screen.findByRole("heading", { level: 1, name: incident.title })).toBeInTheDocument();
    expect(screen.getByText("14/05/2024")).toHaveAttribute("datetime", "2024-05-14");
    expect(screen.getByText("CN")).toBeInTheDocument();
    expect(screen.getByText(/Attributed to China/)).toBeInTheDocument();
    expect(screen.getByText("Airspace and drones")).toBeInTheDocument();
    expect(screen.getByText("Lithuania")).toBeInTheDocument();
    // the source names its outlet, taken from its address
    expect(screen.getByText("news.example.org", { selector: "dd" })).toBeInTheDocument();
    const source = screen.getByRole("link", { name: /Read the source on news.example.org/ });
    expect(source).toHaveAttribute("href", incident.sourceUrl);
    expect(source).toHaveAttribute("target", "_blank");
    expect(source).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(screen.getAllByRole("link", { name: /on the map/ })[0]).toHaveAttribute(
      "href",
      "/?view=55.70330,21.14430,10",
    );
    // visitors see no moderation history
    expect(screen.queryByRole("heading", { name: "Moderation history" })).not.toBeInTheDocument();
  });

  it("says 'Page not found' for an id that is not an approved incident", async () => {
    serve(null);
    renderRoutes(routes, "/incident/999");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("names a source's outlet by its host, without www", () => {
    expect(sourceOutlet("https://www.bbc.co.uk/news/world-1")).toBe("bbc.co.uk");
    expect(sourceOutlet("http://lrt.lt/en/news")).toBe("lrt.lt");
    expect(sourceOutlet("not a link")).toBeNull();
  });
});
