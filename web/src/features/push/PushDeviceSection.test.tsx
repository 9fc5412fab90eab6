import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PushDeviceSection } from "./PushDeviceSection";
import { SUBSCRIBE_TIMEOUT_MS } from "./pushDevice";

/** A browser that can take pushes, has none yet, and whose push service answers with `subscribe`. */
function browserWithPush(subscribe: () => Promise<PushSubscription>) {
  const pushManager = { getSubscription: () => Promise.resolve(null), subscribe };
  const worker = { pushManager, active: null };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(worker) },
  });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal(
    "Notification",
    Object.assign(class {}, { permission: "default", requestPermission: () => Promise.resolve("granted") }),
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ publicKey: "BKey" })))),
  );
}

async function turnOnPush() {
  fireEvent.click(await screen.findByRole("button", { name: "Turn on push on this device" }));
}

describe("PushDeviceSection", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  describe("when the browser's push service never answers", () => {
    beforeEach(() => {
      vi.useFakeTimers();
      browserWithPush(() => new Promise(() => {}));
    });

    it("stops saving and says the push service could not be reached once the time is up", async () => {
      render(<PushDeviceSection />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      fireEvent.click(screen.getByRole("button", { name: "Turn on push on this device" }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      await act(() => vi.advanceTimersByTimeAsync(SUBSCRIBE_TIMEOUT_MS - 1));
      expect(screen.getByRole("button", { name: "Saving…" })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText(/The browser's push service could not be reached/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Turn on push on this device" })).toBeEnabled();
    });
  });

  it("says to use an ordinary window when the browser refuses push, as a private window does", async () => {
    browserWithPush(() => Promise.reject(new DOMException("Registration failed", "NotAllowedError")));
    render(<PushDeviceSection />);
    await turnOnPush();
    expect(
      await screen.findByText(/Open the site in an ordinary window to turn push on/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Please try again/)).not.toBeInTheDocument();
  });

  it("says how to allow notifications when the browser blocks them", async () => {
    browserWithPush(() => new Promise(() => {}));
    vi.stubGlobal(
      "Notification",
      Object.assign(class {}, { permission: "denied", requestPermission: () => Promise.resolve("denied") }),
    );
    render(<PushDeviceSection />);
    expect(await screen.findByText(/Allow them in the site's settings/)).toBeInTheDocument();
  });

  it("says where notifications still arrive when the browser cannot take pushes", async () => {
    render(<PushDeviceSection />);
    expect(await screen.findByText(/Your notifications still wait under the bell/)).toBeInTheDocument();
  });

  it("offers every type the site pushes, all but reactions chosen before push is first turned on", async () => {
    browserWithPush(() => new Promise(() => {}));
    render(<PushDeviceSection />);
    const chosen = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
    await screen.findByRole("button", { name: "Turn on push on this device" });
    expect(screen.getAllByRole("checkbox").map((box) => box.parentElement!.textContent)).toEqual([
      "Replies",
      "Quotes",
      "Mentions",
      "Reactions",
      "New threads in watched categories",
      "Incidents you follow",
      "Report updates and moderation",
      "Messages from the staff",
    ]);
    expect(chosen("Reactions").checked).toBe(false);
    expect(chosen("New threads in watched categories").checked).toBe(true);
    expect(chosen("Incidents you follow").checked).toBe(true);
  });
});
