import { Migration } from '@mikro-orm/migrations';

/**
 * Saved-search lines stored before they had a type of their own (as 'other', headed "A notification")
 * take the saved_search type, with the key and arguments their English sentence says (decision 158).
 * A line in another language stays as it was: its words are its own fallback.
 */
export class Migration20270108000000_saved_search_lines_typed extends Migration {

  override async up(): Promise<void> {
    const typed = (key: string, pattern: string, args: string) =>
      this.addSql(`update "notifications" set "type" = 'saved_search', "message_key" = '${key}', "message_args" = ${args}
        from (select id, regexp_match(content, '${pattern}') as m from "notifications" where "type" = 'other') parsed
        where parsed.id = "notifications".id and parsed.m is not null;`);
    typed('notifications.said.savedSearch', '^New incident for your saved search “(.*)”: (.*)$',
      `jsonb_build_object('name', parsed.m[1], 'title', parsed.m[2])`);
    typed('notifications.said.savedSearchTest', '^Alerts for your saved search “(.*)” will appear here\\.$',
      `jsonb_build_object('name', parsed.m[1])`);
  }

  override async down(): Promise<void> {
    // the lines keep their type: 'saved_search' is a type every release since 20270105020100 knows
  }
}
