import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, type ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { ErrorBoundary } from "./ErrorBoundary";
import { ChunkLoadTimeoutError, LAZY_TIMEOUT_MS, lazyWithTimeout, withTimeout } from "./lazyWithTimeout";

function ForumHome() {
  return <h1>Forum home</h1>;
}

const never = () => new Promise<{ default: typeof ForumHome }>(() => {});
const arrives = () => Promise.resolve({ default: ForumHome });

function renderLazy(Page: ComponentType) {
  return renderWithProviders(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe("withTimeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("rejects with ChunkLoadTimeoutError once the time is up, not before", async () => {
    let settled: unknown = "pending";
    const result = withTimeout(new Promise(() => {}), 120_000).catch((error: unknown) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(settled).toBeInstanceOf(ChunkLoadTimeoutError);
  });
});

describe("lazyWithTimeout", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 120 seconds for a chunk by default", () => {
    expect(LAZY_TIMEOUT_MS).toBe(120_000);
  });

  it("shows the page when its chunk arrives", async () => {
    renderLazy(lazyWithTimeout(arrives));
    expect(await screen.findByRole("heading", { name: "Forum home" })).toBeInTheDocument();
  });

  it("keeps loading until the timeout, then shows the error boundary", async () => {
    vi.useFakeTimers();
    renderLazy(lazyWithTimeout(never));
    expect(screen.getByText("Loading…")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LAZY_TIMEOUT_MS - 1));
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/took longer than 120 s/)).toBeInTheDocument();
  });

  it("loads the chunk again after Try Again", async () => {
    const user = userEvent.setup();
    const importer = vi
      .fn<() => Promise<{ default: typeof ForumHome }>>()
      .mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module"))
      .mockImplementation(arrives);
    renderLazy(lazyWithTimeout(importer));
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Forum home" })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
