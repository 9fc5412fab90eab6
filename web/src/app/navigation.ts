import type { MessageId } from "../i18n";

/** The main navigation, in the order the spec lists it; Latest beside the map it lists. */
export const NAV_ITEMS: readonly { label: MessageId; to: string; end: boolean }[] = [
  { label: "app.nav.map", to: "/", end: true },
  { label: "app.nav.latest", to: "/latest", end: false },
  { label: "app.nav.submit", to: "/submit", end: false },
  { label: "app.nav.forum", to: "/forum", end: false },
  { label: "app.nav.mission", to: "/mission", end: false },
];
