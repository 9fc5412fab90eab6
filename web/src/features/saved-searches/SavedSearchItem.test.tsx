import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SavedSearchFieldsFragment } from "../../gql/graphql";
import { renderWithProviders } from "../../test/render";
import { SavedSearchItem } from "./SavedSearchItem";

const saved: SavedSearchFieldsFragment = {
  id: "7",
  name: "Drones over Poland",
  bell: true,
  mailAtOnce: false,
  push: false,
  digest: "weekly",
  feedUrl: "https://incidents.example/api/saved-searches/feed/abc123.atom",
  webhookUrl: null,
  webhookSecret: null,
  webhookLastCall: null,
  createdAt: "2026-11-01T10:00:00Z",
  area: null,
  filter: {
    types: null,
    kinds: ["airspace"],
    countries: ["PL", "DE"],
    dateFrom: null,
    dateTo: null,
    titleContains: null,
    placePrecisions: null,
    timePrecisions: null,
    evidenceStatuses: null,
    bbox: null,
  },
};

describe("SavedSearchItem", () => {
  it("names the search's countries in the reader's language, not by their codes", () => {
    renderWithProviders(
      <ul>
        <SavedSearchItem saved={saved} />
      </ul>,
    );
    expect(screen.getByText(/ · Poland · Germany$/)).toBeInTheDocument();
    expect(screen.queryByText(/· PL/)).not.toBeInTheDocument();
  });

  it("says how far around which place the search looks", () => {
    const around = { placeName: "Narva", latitude: 59.38, longitude: 28.19, radiusKm: 25 };
    renderWithProviders(
      <ul>
        <SavedSearchItem saved={{ ...saved, area: around }} />
      </ul>,
    );
    expect(screen.getByText(/ · within 25 km of Narva$/)).toBeInTheDocument();
  });

  it("shows the feed's address in plain view, with the site's field style", () => {
    renderWithProviders(
      <ul>
        <SavedSearchItem saved={saved} />
      </ul>,
    );
    const feed = screen.getByLabelText("Atom feed (keep this address to yourself)");
    expect(feed).toBeVisible();
    expect(feed).toHaveValue(saved.feedUrl);
    expect(feed).toHaveClass("field__input");
    expect(feed.closest("details")).toBeNull();
  });

  it("gives the digest and webhook fields the site's field style", () => {
    renderWithProviders(
      <ul>
        <SavedSearchItem saved={saved} />
      </ul>,
    );
    expect(screen.getByLabelText("Digest by mail")).toHaveClass("field__input");
    expect(screen.getByLabelText("Webhook address (optional)")).toHaveClass("field__input");
  });
});
