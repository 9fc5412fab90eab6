import { screen } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { PrivacyPolicyPage } from "./PrivacyPolicyPage";

setupMockServer();

function answerContactEmail(contactEmail: string) {
  server.use(
    graphql.query("SiteInfo", () =>
      HttpResponse.json({ data: { siteInfo: { __typename: "SiteInfo", contactEmail } } }),
    ),
  );
}

describe("PrivacyPolicyPage", () => {
  it("directs data-rights requests to the configured contact address", async () => {
    answerContactEmail("privacy@example.org");
    renderWithProviders(<PrivacyPolicyPage />, { path: "/privacy-policy" });

    const links = await screen.findAllByRole("link", { name: "privacy@example.org" });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute("href", "mailto:privacy@example.org");
  });

  it("states when it was last updated and the minimum age", () => {
    answerContactEmail("privacy@example.org");
    renderWithProviders(<PrivacyPolicyPage />, { path: "/privacy-policy" });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText("Last updated: March 2025")).toBeInTheDocument();
    expect(screen.getByText(/at least 16 years old/)).toBeInTheDocument();
  });

  it("lists every data subject right, including a complaint to a supervisory authority", () => {
    answerContactEmail("privacy@example.org");
    renderWithProviders(<PrivacyPolicyPage />, { path: "/privacy-policy" });
    for (const right of ["access", "rectification", "erasure", "restriction", "data portability", "object"]) {
      expect(screen.getByText(right, { selector: "strong" })).toBeInTheDocument();
    }
    expect(screen.getByText(/supervisory authority/)).toBeInTheDocument();
  });

  it("says the address is unavailable when it cannot be fetched", async () => {
    server.use(graphql.query("SiteInfo", () => HttpResponse.json({ errors: [{ message: "down" }] })));
    renderWithProviders(<PrivacyPolicyPage />, { path: "/privacy-policy" });
    expect((await screen.findAllByText(/temporarily unavailable/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: /@/ })).not.toBeInTheDocument();
  });
});
