import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { Thrower } from "../test/Thrower";
import { ErrorBoundary } from "./ErrorBoundary";

describe("ErrorBoundary", () => {
  beforeEach(() => {
    // React and the boundary both log the caught error; keep the test output readable
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("shows the page while nothing fails", () => {
    renderWithProviders(
      <ErrorBoundary>
        <Thrower shouldThrow={() => false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
  });

  it("replaces a failing page with Something went wrong and a way back to the forum", () => {
    renderWithProviders(
      <ErrorBoundary>
        <Thrower shouldThrow={() => true} message="The thread could not be drawn" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("The thread could not be drawn")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Forum Home" })).toHaveAttribute("href", "/forum");
  });

  it("renders the page again after Try Again", async () => {
    const user = userEvent.setup();
    let failing = true;
    renderWithProviders(
      <ErrorBoundary>
        <Thrower shouldThrow={() => failing} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong")).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
  });
});
