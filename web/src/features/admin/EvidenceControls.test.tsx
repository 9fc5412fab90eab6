import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { EvidenceControls, type EvidenceState } from "./EvidenceControls";

const waiting: EvidenceState = {
  id: "12",
  evidenceStatus: "reported",
  geolocationMethod: null,
  confirmationMethod: "imagery_match",
};

describe("EvidenceControls", () => {
  it("offers the agreement to a moderator the server lets agree", () => {
    renderWithProviders(<EvidenceControls incident={{ ...waiting, viewerMayConfirm: true }} />);
    expect(screen.getByRole("button", { name: "Agree and confirm" })).toBeInTheDocument();
  });

  it("does not offer the agreement to the approver or the proposer, and says why", () => {
    renderWithProviders(<EvidenceControls incident={{ ...waiting, viewerMayConfirm: false }} />);
    expect(screen.queryByRole("button", { name: "Agree and confirm" })).not.toBeInTheDocument();
    expect(screen.getByText(/A second moderator must agree/)).toBeInTheDocument();
  });

  it("styles its selects as the site's fields", () => {
    renderWithProviders(<EvidenceControls incident={waiting} />);
    expect(screen.getByLabelText("Evidence")).toHaveClass("field__input");
    expect(screen.getByLabelText("Place established by")).toHaveClass("field__input");
  });
});
