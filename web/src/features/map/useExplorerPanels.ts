import { useCallback, useState } from "react";

/** Below this width the panels start closed and open one at a time, from buttons above the map. */
export const PHONE_QUERY = "(max-width: 720px)";

const isPhone = () => typeof window !== "undefined" && window.matchMedia(PHONE_QUERY).matches;

/** Which of the panels over the map are open: the filters (with the legend and timeline) and the list. */
export function useExplorerPanels() {
  const [open, setOpen] = useState(() => {
    const phone = isPhone();
    return { filters: !phone, list: !phone };
  });
  const toggle = useCallback((panel: "filters" | "list", force?: boolean) => {
    setOpen((previous) => {
      const next = force ?? !previous[panel];
      // on a phone a panel covers most of the map: one at a time leaves some of it to see
      if (next && isPhone()) return { filters: panel === "filters", list: panel === "list" };
      return { ...previous, [panel]: next };
    });
  }, []);
  return { open, toggle };
}
