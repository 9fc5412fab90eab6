type Items = "edges" | "nodes";
type Paged<F extends string, I extends Items> = { [K in F]: { [L in I]: readonly unknown[] } };

/**
 * fetchMore's updateQuery for the connection at `field`: the page fetched goes after the one shown, its
 * `items` (edges, or nodes) appended to those already listed.
 */
export function appendPage<F extends string, I extends Items = "edges">(field: F, items = "edges" as I) {
  return <Q extends Paged<F, I>>(previous: Q, { fetchMoreResult }: { fetchMoreResult: Q }): Q => {
    const shown = previous[field];
    const next = fetchMoreResult[field];
    return { ...fetchMoreResult, [field]: { ...next, [items]: [...shown[items], ...next[items]] } };
  };
}
