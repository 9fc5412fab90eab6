import { screen } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { server, setupMockServer } from "../../../test/server";
import { EMPTY_FILTER, type ExplorerFilter } from "../filters/explorerUrl";
import { ExportLinks } from "./ExportLinks";

setupMockServer();

function serveSiteInfo() {
  server.use(
    graphql.query("MapStyle", () =>
      HttpResponse.json({
        data: {
          siteInfo: {
            __typename: "SiteInfo",
            mapStyleUrl: null,
            mapPmtilesUrl: null,
            publicUrl: "https://incidents.example.eu",
          },
        },
      }),
    ),
  );
}

describe("the map's data links", () => {
  it("cites the page at the site's public address, as the exports and the feed do", async () => {
    serveSiteInfo();
    renderWithProviders(<ExportLinks filter={{ ...EMPTY_FILTER, types: ["russian"] }} />, {
      path: "/?types=russian",
    });
    const cite = await screen.findByRole("link", { name: "https://incidents.example.eu/?types=russian" });
    expect(cite).toHaveAttribute("href", "https://incidents.example.eu/?types=russian");
  });

  it("opens the Atom feed in a new tab instead of in place of the map", () => {
    serveSiteInfo();
    renderWithProviders(<ExportLinks filter={EMPTY_FILTER} />);
    const feed = screen.getByRole("link", { name: /Atom feed/ });
    expect(feed).toHaveAttribute("target", "_blank");
    expect(feed).toHaveAttribute("href", "/api/events/feed.atom");
    expect(screen.getByRole("link", { name: "CSV" })).toHaveAttribute("download");
  });

  it("offers the same filter as an XLSX workbook beside the CSV", () => {
    serveSiteInfo();
    renderWithProviders(<ExportLinks filter={{ ...EMPTY_FILTER, types: ["russian"] }} />);
    const xlsx = screen.getByRole("link", { name: "XLSX" });
    expect(xlsx).toHaveAttribute("href", "/api/events/export.xlsx?types=russian");
    expect(xlsx).toHaveAttribute("download");
    const names = screen.getAllByRole("link").map((link) => link.textContent);
    expect(names.indexOf("XLSX")).toBe(names.indexOf("CSV") + 1);
  });

  it("points the citation to the dated snapshots, which stay as they are", () => {
    serveSiteInfo();
    renderWithProviders(<ExportLinks filter={EMPTY_FILTER} />);
    expect(screen.getByRole("link", { name: "dated snapshot" })).toHaveAttribute("href", "/api/snapshots");
  });

  it("hands the filter and the area in view, to a thousandth of a degree, to the saving form", () => {
    serveSiteInfo();
    const filter: ExplorerFilter = { ...EMPTY_FILTER, kinds: ["airspace"] };
    const { unmount } = renderWithProviders(<ExportLinks filter={filter} area={null} />);
    expect(screen.getByRole("link", { name: "Save this search" })).toHaveAttribute(
      "href",
      "/forum/settings?kinds=airspace&save=1#save-search",
    );
    unmount();
    renderWithProviders(<ExportLinks filter={filter} area={[18.12345, 54.0004, 19.9996, 54.87651]} />);
    expect(screen.getByRole("link", { name: "Save this search" })).toHaveAttribute(
      "href",
      "/forum/settings?kinds=airspace&area=18.123,54.000,20.000,54.877&save=1#save-search",
    );
  });
});
