import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications say what they say as a message key and its arguments (decision 158), worded in the
 * reader's language. Old rows are read back from the English sentences they were stored as; a row whose
 * words match none of them (a saved-search line written in another language) keeps them as its fallback.
 */
export class Migration20270107070000_notification_keys extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" add column "message_key" text null, add column "message_args" jsonb not null default '{}';`);
    const keyed = (key: string, pattern: string, args: string, where = 'true') =>
      this.addSql(`update "notifications" set "message_key" = '${key}', "message_args" = ${args}
        from (select id, regexp_match(content, '${pattern}') as m from "notifications" where "message_key" is null and ${where}) parsed
        where parsed.id = "notifications".id and parsed.m is not null;`);
    keyed('notifications.said.reactionWithOthers', '^(.+) and (\\d+) others? reacted to your post$',
      `jsonb_build_object('name', parsed.m[1], 'others', parsed.m[2]::int)`, `type = 'reaction'`);
    keyed('notifications.said.reaction', '^(.+) reacted to your post$',
      `jsonb_build_object('name', parsed.m[1])`, `type = 'reaction'`);
    keyed('notifications.said.changedReacted', '^(.+) changed a post you reacted to$',
      `jsonb_build_object('name', parsed.m[1])`);
    keyed('notifications.said.changedQuoted', '^(.+) changed a post you quoted$',
      `jsonb_build_object('name', parsed.m[1])`);
    keyed('notifications.said.savedSearch', '^New incident for your saved search “(.*)”: (.*)$',
      `jsonb_build_object('name', parsed.m[1], 'title', parsed.m[2])`, `type = 'saved_search'`);
    keyed('notifications.said.savedSearchTest', '^Alerts for your saved search “(.*)” will appear here\\.$',
      `jsonb_build_object('name', parsed.m[1])`, `type = 'saved_search'`);
    keyed('notifications.said.banned', '^You are banned until (.+)\\. Reason: (.*)$',
      `jsonb_build_object('until', parsed.m[1], 'reason', parsed.m[2])`, `type = 'ban'`);
    keyed('notifications.said.bannedForever', '^You are banned permanently\\. Reason: (.*)$',
      `jsonb_build_object('reason', parsed.m[1])`, `type = 'ban'`);
    keyed('notifications.said.banEnded', '^(Your ban has ended\\. You can post again\\.)$', `'{}'`, `type = 'unban'`);
    keyed('notifications.said.banLifted', '^(Your ban was lifted\\.)$', `'{}'`, `type = 'unban'`);
    keyed('notifications.said.banLiftedWhy', '^Your ban was lifted\\. (.+)$',
      `jsonb_build_object('note', parsed.m[1])`, `type = 'unban'`);
    for (const [status, outcome] of [['Resolved', 'took action'], ['Dismissed', 'found no rule broken']]) {
      const report = (about: string, pattern: string, name: string) =>
        keyed(`notifications.said.report${status}`,
          `^Thank you for your report about ${pattern}\\. A moderator reviewed it and ${outcome}\\.$`,
          `jsonb_build_object('about', '${about}', 'name', ${name})`, `type = 'report_update'`);
      report('member', 'the member (.+)', 'parsed.m[1]');
      report('thread', 'the thread "(.+)"', 'parsed.m[1]');
      report('post', 'a post in "(.+)"', 'parsed.m[1]');
      report('gone', 'a (post|thread|user)', `''`);
    }
    // a post's excerpt and a broadcast are the member's or the staff's own words, shown as written
    this.addSql(`update "notifications" set "message_key" = 'notifications.said.ownWords',
      "message_args" = jsonb_build_object('text', coalesce(content, ''))
      where "message_key" is null and type in ('reply', 'quote', 'mention', 'system');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notifications" drop column "message_key", drop column "message_args";`);
  }
}
