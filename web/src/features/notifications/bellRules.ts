/** Spec §9, "Notifications UI". */
export const DROPDOWN_SIZE = 3;
export const BADGE_CAP = 9;
export const MOBILE_BREAKPOINT_PX = 768;

/** The badge's text: nothing at 0, the count up to 9, then '9+'. */
export function badgeText(count: number): string {
  if (count <= 0) return "";
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Under 768 px the bell goes straight to the notifications page instead of opening its dropdown. */
export function opensPage(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX;
}
