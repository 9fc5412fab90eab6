/**
 * The page a source names, loosely: its key without scheme, "www.", query string or trailing slashes. Two
 * sources with the same page (http and https, a tracking parameter added) are likely the same article,
 * which the exact key (unique per event) cannot catch. SQL, so an expression index answers it; chr(63) is
 * "?", which the query builder would take for a parameter.
 */
export const sourcePageSql = (table: string) =>
  `md5(regexp_replace(regexp_replace(split_part(${table}.source_url_key, chr(63), 1), '^https{0,1}://(www\\.){0,1}', ''), '/+$', ''))`;
