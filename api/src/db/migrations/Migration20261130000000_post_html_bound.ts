import { Migration } from '@mikro-orm/migrations';

/**
 * Posts stored before a post's HTML was bounded (decision 080) whose HTML is past the bound (8 times the
 * Markdown's bytes, at least 16 KB, at most 192 KB) show a note instead: one such post made its thread's
 * pages answer RESPONSE_TOO_LARGE. The Markdown is kept, so the author can edit the post within the bound.
 */
export class Migration20261130000000_post_html_bound extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "forum_posts"
      set "html" = '<p><em>This post is not shown: once formatted it was larger than a post may be (192 KB, or 8 times its text). Its author can edit it to shorten it.</em></p>'
      where not "is_deleted"
        and octet_length("html") > least(196608, greatest(16384, 8 * octet_length("markdown")));`);
  }

  override async down(): Promise<void> {
    // the HTML replaced is not kept; the Markdown it came from is
  }
}
