import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render";
import { server, setupMockServer } from "../test/server";
import { appRoutes } from "./router";

setupMockServer();

describe("routes", () => {
  it("shows the 404 page for a path the app does not know", () => {
    renderRoutes(appRoutes, "/no/such/page");
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
  });

  it("shows the header and no 404 on the home page", () => {
    renderRoutes(appRoutes, "/");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.queryByText("Page not found")).not.toBeInTheDocument();
  });

  it("loads the mission page at /mission", async () => {
    renderRoutes(appRoutes, "/mission");
    expect(await screen.findByRole("heading", { name: "Our Mission" })).toBeInTheDocument();
  });

  it("loads the privacy policy at /privacy-policy", async () => {
    server.use(
      graphql.query("SiteInfo", () =>
        HttpResponse.json({
          data: { siteInfo: { __typename: "SiteInfo", contactEmail: "dpo@example.org" } },
        }),
      ),
    );
    renderRoutes(appRoutes, "/privacy-policy");
    expect(await screen.findByRole("heading", { name: "Privacy Policy" })).toBeInTheDocument();
  });

  it("ends every page but the map with one footer: contact address, privacy policy, statistics", async () => {
    server.use(
      graphql.query("SiteInfo", () =>
        HttpResponse.json({
          data: { siteInfo: { __typename: "SiteInfo", contactEmail: "dpo@example.org" } },
        }),
      ),
    );
    renderRoutes(appRoutes, "/mission");
    const footer = screen.getByRole("contentinfo");
    expect(await within(footer).findByRole("link", { name: "dpo@example.org" })).toHaveAttribute(
      "href",
      "mailto:dpo@example.org",
    );
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    expect(within(footer).getByRole("link", { name: "Statistics" })).toHaveAttribute("href", "/statistics");
    expect(within(footer).getByRole("link", { name: "Codebook" })).toHaveAttribute("href", "/codebook");
    expect(screen.getAllByRole("contentinfo")).toHaveLength(1);
  });

  it("leaves the footer off the full-screen map", () => {
    renderRoutes(appRoutes, "/");
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("offers a skip link to the main content", () => {
    renderRoutes(appRoutes, "/");
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });
});
