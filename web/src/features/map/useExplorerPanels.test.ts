import { afterEach, describe, expect, it, vi } from "vitest";
import { initialPanels, PANELS_STORAGE_KEY } from "./useExplorerPanels";

/** A window `width` px wide, as the media queries see it. */
function windowOf(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: Number(/max-width: (\d+)px/.exec(query)![1]) >= width,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the map's panels at first", () => {
  it("opens only the filters below 1600 px, so the map keeps the window's width", () => {
    for (const width of [1280, 1440, 1599]) {
      windowOf(width);
      expect(initialPanels()).toEqual({ filters: true, list: false });
    }
  });

  it("opens both from 1600 px, and none on a phone", () => {
    windowOf(1600);
    expect(initialPanels()).toEqual({ filters: true, list: true });
    windowOf(390);
    expect(initialPanels()).toEqual({ filters: false, list: false });
  });

  it("opens what the visitor last chose, except on a phone", () => {
    localStorage.setItem(PANELS_STORAGE_KEY, JSON.stringify({ filters: false, list: true }));
    windowOf(1280);
    expect(initialPanels()).toEqual({ filters: false, list: true });
    windowOf(390);
    expect(initialPanels()).toEqual({ filters: false, list: false });
    localStorage.setItem(PANELS_STORAGE_KEY, "not json");
    windowOf(1440);
    expect(initialPanels()).toEqual({ filters: true, list: false });
  });
});
