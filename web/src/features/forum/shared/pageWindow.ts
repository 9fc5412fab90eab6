/** Reads ?page= as a whole page number of at least 1; anything else is page 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current one, with null
 * where pages are left out (shown as an ellipsis).
 */
export function pageWindow(current: number, count: number, spread = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= spread) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
