/**
 * The installed app's badge shows the member's unseen count: the worker sets it with each push, the page
 * keeps it in step as notifications arrive and are seen, and clears it once none is unseen. Browsers
 * without the Badging API have no badge to keep.
 */
export function showAppBadge(count: number): void {
  if (!("setAppBadge" in navigator)) return;
  // refused where the site is not installed: there is no badge to show then
  (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge()).catch(() => undefined);
}
