/** The SQL views.ts runs, by name; values are always bound parameters (?). */

/** Adds counted views to their threads; `values` is one "(?::bigint, ?::int)" per thread. */
export const addViews = (values: string) =>
  `update forum_threads t set views = t.views + v.n from (values ${values}) as v(id, n) where t.id = v.id`;
