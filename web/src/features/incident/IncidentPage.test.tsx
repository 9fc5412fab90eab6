import { fireEvent, screen } from "@testing-library/react";
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
  titleLanguage: "en",
  translations: [] as Array<{
    __typename: "TitleTranslation";
    language: string;
    title: string;
    provenance: string;
    stale: boolean;
  }>,
  date: "2024-05-14",
  type: "chinese",
  kind: "airspace",
  country: "LT",
  countryName: "Lithuania",
  sourceUrl: "https://news.example.org/drones",
  latitude: 55.7033,
  longitude: 21.1443,
  placePrecision: "exact",
  timePrecision: "day",
  evidenceStatus: "reported",
  geolocationMethod: null as string | null,
  confirmationMethod: null as string | null,
  sources: [
    {
      __typename: "IncidentSource",
      id: "7",
      url: "https://news.example.org/drones",
      outlet: "news.example.org",
      language: null,
      publishedDate: null,
      archivedUrl: null,
      reliability: null,
      credibility: null,
      capture: {
        __typename: "SourceCapture",
        status: "captured",
        failure: null,
        capturedAt: "2024-05-15T08:01:02.000Z",
        sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        timestamped: true,
        timestampAuthority: "CN=www.freetsa.org, O=Free TSA",
        timestampCaSha256: "A1:B2:C3:D4",
        archiveUrl: "https://incidentwatch.eu/api/captures/5/page",
        warcUrl: "https://incidentwatch.eu/api/captures/5/capture.warc",
        timestampUrl: "https://incidentwatch.eu/api/captures/5/timestamp.tsr",
        waybackUrl: "https://web.archive.org/web/20240515080102/https://news.example.org/drones",
        liveCheck: {
          __typename: "SourceLiveCheck",
          status: "changed",
          httpStatus: 200,
          checkedAt: "2026-11-28T04:00:00.000Z",
          since: "2026-11-26T04:00:00.000Z",
        },
      },
    },
    {
      __typename: "IncidentSource",
      id: "9",
      url: "https://prosecutor.example/charge",
      outlet: "Prosecutor General",
      language: "lt",
      publishedDate: "2024-06-01",
      archivedUrl: "https://archive.example/charge",
      reliability: "A",
      credibility: 1,
      capture: {
        __typename: "SourceCapture",
        status: "failed",
        failure: "gone",
        capturedAt: null,
        sha256: null,
        timestamped: false,
        timestampAuthority: null,
        timestampCaSha256: null,
        archiveUrl: null,
        warcUrl: null,
        timestampUrl: null,
        waybackUrl: null,
        liveCheck: null,
      },
    },
  ],
  attributions: [
    {
      __typename: "Attribution",
      id: "3",
      party: "china",
      attributedBy: "media",
      date: "2024-05-15",
      confidence: "suspected",
      sourceId: "7",
    },
    {
      __typename: "Attribution",
      id: "4",
      party: "chinese_proxy",
      attributedBy: "prosecutor",
      date: "2024-06-01",
      confidence: "confirmed",
      sourceId: "9",
    },
  ],
  versions: [
    {
      __typename: "IncidentVersion",
      number: 1,
      action: "published",
      reason: null,
      createdAt: "2024-05-15T08:00:00.000Z",
      changes: [],
    },
    {
      __typename: "IncidentVersion",
      number: 2,
      action: "attribution_added",
      reason: null,
      createdAt: "2024-06-02T09:30:00.000Z",
      changes: [{ __typename: "FieldChange", field: "type", from: "russian", to: "chinese" }],
    },
  ],
  discussion: null,
  citedBy: [] as { __typename: "Thread"; id: string; title: string }[],
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

  it("shows the discussion's count, its newest posts and a link to its thread; a locked one takes no reply", async () => {
    const discussion = {
      __typename: "IncidentDiscussion" as const,
      postCount: 1,
      withdrawnReason: null,
      thread: { __typename: "Thread" as const, id: "9", isLocked: true },
      latestPosts: [
        {
          __typename: "Post" as const,
          id: "31",
          number: 2,
          html: "<p>Seen from the ferry.</p>",
          language: "en",
          createdAt: "2024-05-16T10:00:00.000Z",
          author: { __typename: "User" as const, id: "5", username: "harbour_watcher" },
        },
      ],
    };
    serve({ ...incident, discussion } as unknown as typeof incident);
    renderRoutes(routes, "/incident/42");
    expect(await screen.findByRole("heading", { level: 2, name: "Discussion (1)" })).toBeInTheDocument();
    expect(screen.getByText("Seen from the ferry.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "harbour_watcher" })).toHaveAttribute(
      "href",
      "/forum/user/harbour_watcher",
    );
    expect(screen.getByRole("link", { name: "Open the whole discussion in the forum" })).toHaveAttribute(
      "href",
      "/forum/thread/9",
    );
    expect(screen.getByText("This discussion is closed: the incident was withdrawn.")).toBeInTheDocument();
  });

  it('lists the threads whose posts cite it under "Discussed in"', async () => {
    serve({
      ...incident,
      citedBy: [{ __typename: "Thread", id: "12", title: "Drones over Baltic ports this spring" }],
    });
    renderRoutes(routes, "/incident/42");
    expect(await screen.findByRole("heading", { level: 2, name: "Discussed in" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Drones over Baltic ports this spring" })).toHaveAttribute(
      "href",
      "/forum/thread/12",
    );
  });

  it("shows a fresh translation into the page's language with who made it, and the original on request", async () => {
    const translation = { __typename: "TitleTranslation" as const, language: "en", provenance: "moderator" };
    serve({
      ...incident,
      title: "Drony nad portem w Kłajpedzie",
      titleLanguage: "pl",
      translations: [{ ...translation, title: "Drones over the port of Klaipėda", stale: false }],
    });
    renderRoutes(routes, "/incident/42");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Drones over the port of Klaipėda" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Translated from Polish by a moderator/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Show original" }));
    expect(screen.getByRole("heading", { level: 1, name: "Drony nad portem w Kłajpedzie" })).toHaveAttribute(
      "lang",
      "pl",
    );
  });

  it("shows the original, unlabelled, when the translation was made from an earlier title", async () => {
    serve({
      ...incident,
      title: "Drony nad portem w Kłajpedzie",
      titleLanguage: "pl",
      translations: [
        { __typename: "TitleTranslation", language: "en", provenance: "machine", title: "Old", stale: true },
      ],
    });
    renderRoutes(routes, "/incident/42");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Drony nad portem w Kłajpedzie" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Translated from/)).not.toBeInTheDocument();
  });

  it("shows the sources, the attributions with their sources, and the history linking to each version", async () => {
    serve(incident);
    renderRoutes(routes, "/incident/42");
    const attributions = await screen.findByRole("region", { name: "Attributions" });
    expect(attributions).toHaveTextContent("A Chinese proxy · Confirmed · Prosecutor, 01/06/2024 · source 2");
    expect(attributions).toHaveTextContent("China · Suspected · Media, 15/05/2024 · source 1");
    const sources = screen.getByRole("region", { name: "Sources" });
    expect(sources.querySelector('a[href="https://prosecutor.example/charge"]')).toHaveTextContent(
      "Prosecutor General",
    );
    expect(sources).toHaveTextContent("lt · 01/06/2024 · archived copy");
    expect(sources.querySelectorAll("li")[1]).toHaveTextContent(
      "Graded A1: completely reliable, confirmed by other sources",
    );
    expect(sources.querySelectorAll("li")[0]).not.toHaveTextContent("Graded");
    // the copy this site kept, and why another could not be kept
    expect(sources.querySelectorAll("li")[0]).toHaveTextContent(
      "Captured 15/05/2024, 08:01 UTC · SHA-256 9f86d081884c… · verified by time-stamp · " +
        "Time-stamping authority: CN=www.freetsa.org, O=Free TSA (CA certificate SHA-256 A1:B2:C3:D4) · " +
        "copy kept by this site",
    );
    expect(sources.querySelector('a[href="https://incidentwatch.eu/api/captures/5/page"]')).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    expect(screen.getByRole("link", { name: /^Wayback Machine/ })).toHaveAttribute(
      "href",
      "https://web.archive.org/web/20240515080102/https://news.example.org/drones",
    );
    // the live page checked later: changed, the capture kept as it was
    expect(sources.querySelectorAll("li")[0]).toHaveTextContent(
      "Wayback Machine (opens in a new tab) · Changed since capture on 26/11/2026",
    );
    expect(sources.querySelectorAll("li")[1]).toHaveTextContent("Not captured: the page is gone");
    const history = screen.getByRole("region", { name: "History" });
    expect(screen.getByRole("link", { name: "Version 2" })).toHaveAttribute("href", "/incident/42/v/2");
    expect(history).toHaveTextContent("Attribution added · 02/06/2024, 09:30 UTC");
    expect(history).toHaveTextContent("type: russian → chinese");
  });

  it("dates an incident known only to its month as the month, and says how precise the place is", async () => {
    serve({ ...incident, date: "2024-05-01", timePrecision: "month", placePrecision: "region" });
    renderRoutes(routes, "/incident/42");
    const date = await screen.findByText("May 2024");
    expect(date).toHaveAttribute("datetime", "2024-05-01");
    expect(date.parentElement).toHaveTextContent("May 2024 (day not known)");
    expect(screen.getByText("Place known to the region (within about 50 km)")).toBeInTheDocument();
  });

  it("says how well it is verified, how its place was established, and a confirmation that waits", async () => {
    serve({
      ...incident,
      evidenceStatus: "corroborated",
      geolocationMethod: "imagery_match",
      confirmationMethod: "official_statement",
    });
    renderRoutes(routes, "/incident/42");
    const status = await screen.findByText("Corroborated");
    expect(status.parentElement).toHaveTextContent("EvidenceCorroborated");
    expect(screen.getByText("Imagery match").parentElement).toHaveTextContent("Place established by");
    expect(screen.getByRole("note")).toHaveTextContent(
      "A moderator proposed to confirm this incident (Official statement); a second moderator must agree.",
    );
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
