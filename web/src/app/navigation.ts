/** The main navigation, in the order the spec lists it. */
export const NAV_ITEMS = [
  { label: "MAP", to: "/", end: true },
  { label: "SUBMIT ATTACK", to: "/submit", end: false },
  { label: "FORUM", to: "/forum", end: false },
  { label: "OUR MISSION", to: "/mission", end: false },
] as const;
