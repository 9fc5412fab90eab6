/**
 * Tracking parameters: they say who sent the reader, never which article, so two addresses differing only
 * in them name one page. The list follows browsers' query stripping (Firefox, Brave) and normalize-url's
 * default; the SQL function source_page (migration 20270105013700) carries the same list.
 */
const TRACKING =
  /^(utm_[^=]*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|oly_anon_id|oly_enc_id|vero_id|wickedid|_openstat)(=|$)/i;

/**
 * The page a source key names: without scheme, "www." or trailing slashes, and without tracking
 * parameters; the other parameters (`article.php?id=12`) are kept, in one order. Two sources with the same
 * page (http and https, a utm_source added) are likely the same article, which the exact key (unique per
 * event) cannot catch. The same rule as the SQL function source_page, for the rows of one file.
 */
export function sourcePage(key: string): string {
  const query = key.indexOf("?");
  const page = (query < 0 ? key : key.slice(0, query))
    .replace(/^https?:\/\/(www\.)?/, "")
    .replace(/\/+$/, "");
  if (query < 0) return page;
  const parameters = key
    .slice(query + 1)
    .split("&")
    .filter((p) => p !== "" && !TRACKING.test(p))
    .sort();
  return parameters.length > 0 ? `${page}?${parameters.join("&")}` : page;
}

/** The page a source names, as SQL over `table`.source_url_key, so the expression index answers it. */
export const sourcePageSql = (table: string) => `md5(source_page(${table}.source_url_key))`;
