import { Migration } from '@mikro-orm/migrations';

/**
 * The database compiles no query with JIT (decision 167). The site's statements are short, and one whose
 * row estimate is far off (a table just filled, before autovacuum analyses it) was costed high enough to be
 * compiled with LLVM: 1.3 s of compiling for a 20 ms query, once per incident, when the TAXII index rebuilt
 * 100,000 incidents' versions. Set on the database, so every session has it, through a pooler too; a
 * database the app's role does not own keeps its setting, and the operator can set it on the role instead.
 */
export class Migration20270109020000_no_jit extends Migration {

  override async up(): Promise<void> {
    // this session too: it goes on serving the app once the migrations are done
    this.addSql(`set jit = off;`);
    this.addSql(`do $$ begin
        execute format('alter database %I set jit = off', current_database());
      exception when insufficient_privilege then
        raise notice 'jit stays as it is: the role does not own the database';
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`do $$ begin
        execute format('alter database %I reset jit', current_database());
      exception when insufficient_privilege then null;
      end $$;`);
  }
}
