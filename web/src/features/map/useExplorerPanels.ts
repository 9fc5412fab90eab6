import { useCallback, useState } from "react";

/** Below this width the panels start closed and open one at a time, from buttons above the map. */
export const PHONE_QUERY = "(max-width: 720px)";
/** Below this width one panel opens at first, so the map keeps at least 70 % of the window's width. */
export const NARROW_QUERY = "(max-width: 1599px)";
/** The visitor's own choice of open panels, on screens wider than a phone. */
export const PANELS_STORAGE_KEY = "map-panels";

export type PanelName = "filters" | "list";
type OpenPanels = Record<PanelName, boolean>;

const matches = (query: string) => typeof window !== "undefined" && window.matchMedia(query).matches;

function remembered(): OpenPanels | null {
  try {
    const stored = JSON.parse(
      localStorage.getItem(PANELS_STORAGE_KEY) ?? "null",
    ) as Partial<OpenPanels> | null;
    return stored && typeof stored.filters === "boolean" && typeof stored.list === "boolean"
      ? { filters: stored.filters, list: stored.list }
      : null;
  } catch {
    return null;
  }
}

function remember(open: OpenPanels) {
  try {
    localStorage.setItem(PANELS_STORAGE_KEY, JSON.stringify(open));
  } catch {
    // storage off or full: the choice lasts for this page
  }
}

/**
 * Which panels open at first: none on a phone; on wide screens (1600 px and more) both; in between only
 * the filters (with the legend and timeline), the list a button away. A visitor's own choice, once made,
 * is kept for the next visit.
 */
export function initialPanels(): OpenPanels {
  if (matches(PHONE_QUERY)) return { filters: false, list: false };
  return remembered() ?? { filters: true, list: !matches(NARROW_QUERY) };
}

/** Which of the panels over the map are open: the filters (with the legend and timeline) and the list. */
export function useExplorerPanels() {
  const [open, setOpen] = useState(initialPanels);
  const toggle = useCallback((panel: PanelName, force?: boolean) => {
    setOpen((previous) => {
      const next = force ?? !previous[panel];
      // on a phone a panel covers most of the map: one at a time leaves some of it to see
      if (matches(PHONE_QUERY))
        return next
          ? { filters: panel === "filters", list: panel === "list" }
          : { ...previous, [panel]: next };
      const chosen = { ...previous, [panel]: next };
      remember(chosen);
      return chosen;
    });
  }, []);
  return { open, toggle };
}
