/**
 * The SQL of forum posts' machine translations (decision 129), by name; values are always bound
 * parameters. A translation's `source_hash` is the hash of the post's language and text it was made from
 * (POST_HASH): when it no longer matches the post's, the translation is stale and never shown.
 */

/** The hash of a post's text as written now, over `forum_posts p`: sha256 of "language\nmarkdown", hex. */
export const POST_HASH = `encode(sha256(convert_to(p.language || E'\\n' || p.markdown, 'UTF8')), 'hex')`;

/** The post to translate, whether it or its thread was deleted, and its fresh translation into ?, if any. */
export const POST_TO_TRANSLATE = `select p.markdown, p.language, p.is_deleted as "isDeleted",
       t.is_deleted as "threadDeleted", ${POST_HASH} as hash, tr.html as "storedHtml"
  from forum_posts p
  join forum_threads t on t.id = p.thread_id
  left join forum_post_translations tr on tr.post_id = p.id and tr.language = ? and tr.source_hash = ${POST_HASH}
 where p.id = ?`;

/** A translation, stored only while the post's text is still the one it was made from (the hash). */
export const STORE_TRANSLATION = `insert into forum_post_translations (post_id, language, html, source_hash, translated_at)
  select p.id, ?, ?, ${POST_HASH}, now() from forum_posts p where p.id = ? and ${POST_HASH} = ?
  on conflict (post_id, language) do update
    set html = excluded.html, source_hash = excluded.source_hash, translated_at = now()`;

/** An edit makes every translation of the post stale: they go with the text they were made from. */
export const FORGET_TRANSLATIONS = `delete from forum_post_translations where post_id = ?`;
