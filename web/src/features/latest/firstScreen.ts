import { splitLocalePath } from "@incident-watch/schema";

/** What a phone shows first on the home page: the map, or the Latest list. */
export type FirstScreen = "map" | "latest";

export const FIRST_SCREEN_STORAGE_KEY = "first-screen";
/** Phones: the width at which the map page offers the Map | Latest switch. */
export const PHONE_QUERY = "(max-width: 600px)";

export function isPhone(): boolean {
  return typeof window !== "undefined" && Boolean(window.matchMedia?.(PHONE_QUERY).matches);
}

/** The visitor's choice, if they made one on this device (storage may be refused: then none). */
export function chosenFirstScreen(): FirstScreen | null {
  try {
    const stored = localStorage.getItem(FIRST_SCREEN_STORAGE_KEY);
    return stored === "map" || stored === "latest" ? stored : null;
  } catch {
    return null;
  }
}

export function chooseFirstScreen(screen: FirstScreen): void {
  try {
    localStorage.setItem(FIRST_SCREEN_STORAGE_KEY, screen);
  } catch {
    // not remembered: the switch still goes there now
  }
}

// the address the page was loaded at: only arriving there opens Latest instead, never the map's links
const landing = typeof window === "undefined" ? null : splitLocalePath(window.location.pathname).path;
let homeShown = false;

/**
 * Whether the home page opens on Latest: on a phone whose visitor chose it, when the site was opened at
 * the home page and until the home page has shown once (the map is then a tap away, in the switch and
 * the navigation).
 */
export function opensOnLatest(): boolean {
  return !homeShown && landing === "/" && chosenFirstScreen() === "latest" && isPhone();
}

/** The home page has shown (the map, or Latest in its place): later visits to it are the map. */
export function markHomeShown(): void {
  homeShown = true;
}
