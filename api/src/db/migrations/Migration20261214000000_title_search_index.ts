import { Migration } from '@mikro-orm/migrations';

/**
 * A research query's `titleContains` is a substring match (`title ilike '%…%'`), which no b-tree serves:
 * every such query read the whole table, twice (the count and the page), and a flood of them with new
 * words each kept PostgreSQL busy. A trigram index answers them from a few index pages. pg_trgm ships with
 * PostgreSQL (contrib) and is a trusted extension; where a server lacks it the query still works, unindexed.
 */
export class Migration20261214000000_title_search_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`do $$ begin
      if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
        create extension if not exists pg_trgm;
        create index if not exists "events_title_trgm_idx" on "events" using gin ("title" gin_trgm_ops);
      end if;
    end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "events_title_trgm_idx";`);
  }
}
