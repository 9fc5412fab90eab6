import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Thrower } from "../test/Thrower";
import { FatalErrorBoundary } from "./FatalErrorBoundary";

describe("FatalErrorBoundary", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("shows the app while it renders", () => {
    render(
      <FatalErrorBoundary>
        <Thrower shouldThrow={() => false} />
      </FatalErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
  });

  it("shows the Critical React Error panel when the app cannot render", () => {
    render(
      <FatalErrorBoundary>
        <Thrower shouldThrow={() => true} message="Cannot read properties of undefined" />
      </FatalErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Critical React Error" })).toBeInTheDocument();
    expect(screen.getByText("Cannot read properties of undefined")).toBeInTheDocument();
  });

  it("reloads the page from the Reload Page button", async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(
      <FatalErrorBoundary onReload={reload}>
        <Thrower shouldThrow={() => true} />
      </FatalErrorBoundary>,
    );
    await user.click(screen.getByRole("button", { name: "Reload Page" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
