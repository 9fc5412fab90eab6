import { Migration } from "@mikro-orm/migrations";

export class Migration20261122114252_staff_actions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "staff_actions" ("id" bigserial primary key, "actor_id" uuid null, "action" varchar(64) not null, "target_type" text check ("target_type" in ('event', 'thread', 'post', 'user', 'category', 'report', 'broadcast')) not null, "target_id" varchar(64) not null, "target_label" text null, "reason" text null, "details" jsonb not null default '{}', "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "staff_actions_actor_id_index" on "staff_actions" ("actor_id");`);
    this.addSql(`create index "staff_actions_action_index" on "staff_actions" ("action");`);
    this.addSql(`create index "staff_actions_created_at_index" on "staff_actions" ("created_at");`);
    this.addSql(
      `create index "staff_actions_target_type_target_id_index" on "staff_actions" ("target_type", "target_id");`,
    );
    this.addSql(
      `alter table "staff_actions" add constraint "staff_actions_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`,
    );
    // Append-only: the log cannot be rewritten. Only the actor link may be cleared when an account is removed.
    this.addSql(`create function staff_actions_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.actor_id is null and old.actor_id is not null
           and (new.action, new.target_type, new.target_id, new.target_label, new.reason, new.details, new.created_at)
               is not distinct from (old.action, old.target_type, old.target_id, old.target_label, old.reason, old.details, old.created_at) then
          return new;
        end if;
        raise exception 'staff actions cannot be changed or deleted' using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql(
      `create trigger "staff_actions_append_only" before update or delete on "staff_actions" for each row execute function staff_actions_append_only();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "staff_actions" cascade;`);
    this.addSql(`drop function if exists staff_actions_append_only();`);
  }
}
