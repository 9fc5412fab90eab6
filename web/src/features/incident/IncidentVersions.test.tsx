import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { IncidentVersions } from "./IncidentVersions";

const graded = (from: string | null) => ({
  number: 3,
  action: "source_graded",
  createdAt: "2026-11-27T08:00:00.000Z",
  changes: [{ field: "grading", from, to: "B2 for https://news.example.org/drones" }],
});

function renderHistory(from: string | null) {
  render(
    <MemoryRouter>
      <IncidentVersions id="42" versions={[graded(from)]} />
    </MemoryRouter>,
  );
}

describe("IncidentVersions", () => {
  it("says a source's first grading came from ungraded", () => {
    renderHistory(null);
    expect(screen.getByText(/grading: ungraded → B2 for https:\/\/news\.example\.org\/drones/)).toBeTruthy();
  });

  it("names the grading a later one replaced", () => {
    renderHistory("C3 for https://news.example.org/drones");
    expect(screen.getByText(/grading: C3 for https:\/\/news\.example\.org\/drones → B2/)).toBeTruthy();
  });
});
