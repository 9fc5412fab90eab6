import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OfflineBanner } from "./OfflineBanner";

const MESSAGE = "You are currently offline. Some features may be limited.";

describe("OfflineBanner", () => {
  it("says nothing while the browser is online", () => {
    render(<OfflineBanner />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("announces going offline and clears the notice when the connection returns", () => {
    render(<OfflineBanner />);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGE);

    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });
});
