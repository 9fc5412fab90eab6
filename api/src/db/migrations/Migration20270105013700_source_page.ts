import { Migration } from "@mikro-orm/migrations";

// Tracking parameters, as browsers' query stripping and normalize-url drop them (source-page.ts)
const TRACKING =
  "^(utm_[^=]*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|mkt_tok|oly_anon_id|oly_enc_id|vero_id|wickedid|_openstat)(=|$)";

/**
 * The page a source names (source-page.ts): its key without scheme, "www.", trailing slashes or
 * tracking parameters, the other parameters kept in one order; no longer its key cut at the query
 * string, which made every `article.php?id=N` one page. chr(63) is "?", which the driver would bind. An
 * import's report says why each merged row was merged.
 */
export class Migration20270105013700_source_page extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function source_page(key text) returns text language sql immutable strict parallel safe as $$
      select regexp_replace(regexp_replace(split_part(key, chr(63), 1), '^https{0,1}://(www\\.){0,1}', ''), '/+$', '')
          || coalesce(chr(63) || (
               select string_agg(parameter, '&' order by parameter collate "C")
                 from unnest(string_to_array(substr(key, strpos(key, chr(63)) + 1), '&')) as parameter
                where strpos(key, chr(63)) > 0 and parameter <> '' and parameter !~* '${TRACKING}'), '')
    $$;`);
    this.addSql(`drop index "events_source_page_idx";`);
    this.addSql(`create index "events_source_page_idx" on "events" (md5(source_page(events.source_url_key)));`);
    // why an import's row was merged: the same source page, or near in place and time
    this.addSql(`alter table "data_import_rows" add column "merge_reason" varchar(11) null
      check ("merge_reason" in ('same-source', 'nearby'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "data_import_rows" drop column "merge_reason";`);
    this.addSql(`drop index "events_source_page_idx";`);
    this.addSql(
      `create index "events_source_page_idx" on "events" (md5(regexp_replace(regexp_replace(split_part(events.source_url_key, chr(63), 1), '^https{0,1}://(www\\.){0,1}', ''), '/+$', '')));`,
    );
    this.addSql(`drop function source_page(text);`);
  }
}
