import { expect, vi } from "vitest";

/**
 * Stands in for the `altcha` package in component tests (use with vi.mock("altcha", ...)): registers an
 * <altcha-widget> that the test solves by hand. The real widget is exercised by the browser tests.
 */
export class FakeAltchaWidget extends HTMLElement {
  resets = 0;
  /** Times the form asked it to start (a visitor focused the form before it loaded). */
  verifications = 0;
  reset() {
    this.resets += 1;
  }
  getState() {
    return "unverified";
  }
  verify() {
    this.verifications += 1;
    return Promise.resolve(null);
  }
  emit(state: string, payload: string | null = null) {
    this.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }));
  }
}

if (!customElements.get("altcha-widget")) customElements.define("altcha-widget", FakeAltchaWidget);

/** The widget of the form under test, once the captcha has loaded it. */
export function altchaWidget(): FakeAltchaWidget | null {
  return document.querySelector("altcha-widget") as FakeAltchaWidget | null;
}

/** Waits for the form's widget to load, then solves it as a visitor would. */
export async function solveCaptcha(token = "solved") {
  await vi.waitFor(() => expect(altchaWidget()).not.toBeNull());
  altchaWidget()!.emit("verified", token);
}
