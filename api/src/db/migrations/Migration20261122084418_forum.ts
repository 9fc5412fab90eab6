import { Migration } from "@mikro-orm/migrations";

export class Migration20261122084418_forum extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "forum_categories" ("id" bigserial primary key, "name" varchar(100) not null, "description" text not null, "position" int not null, "thread_count" int not null default 0, "post_count" int not null default 0, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "forum_threads" ("id" bigserial primary key, "title" text not null, "category_id" bigint null, "author_id" uuid null, "last_poster_id" uuid null, "is_pinned" boolean not null default false, "is_locked" boolean not null default false, "reply_count" int not null default 0, "views" int not null default 0, "post_count" int not null default 0, "last_reply_date" timestamptz null, "last_activity_at" timestamptz not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index forum_threads_category_list_idx on forum_threads (category_id, is_pinned desc, last_activity_at desc, id desc);`,
    );
    this.addSql(`create index forum_threads_recent_idx on forum_threads (last_activity_at desc, id desc);`);
    this.addSql(`create index forum_threads_author_idx on forum_threads (author_id, created_at desc);`);
    this.addSql(
      `create index forum_threads_title_search_idx on forum_threads using gin (to_tsvector('english', title));`,
    );

    this.addSql(
      `create table "forum_posts" ("id" bigserial primary key, "thread_id" bigint not null, "author_id" uuid null, "number" int not null, "markdown" text not null, "html" text not null, "is_deleted" boolean not null default false, "created_at" timestamptz not null, "edited_at" timestamptz null);`,
    );
    this.addSql(`create index forum_posts_author_idx on forum_posts (author_id, created_at desc);`);
    this.addSql(
      `create index forum_posts_search_idx on forum_posts using gin (to_tsvector('english', markdown)) where not is_deleted;`,
    );
    this.addSql(
      `alter table "forum_posts" add constraint "forum_posts_thread_number_unique" unique ("thread_id", "number");`,
    );

    this.addSql(
      `create table "forum_reactions" ("id" bigserial primary key, "post_id" bigint not null, "user_id" uuid not null, "kind" text check ("kind" in ('like', 'heart', 'laugh', 'wow', 'sad', 'thanks')) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "forum_reactions_user_idx" on "forum_reactions" ("user_id");`);
    this.addSql(
      `alter table "forum_reactions" add constraint "forum_reactions_post_user_kind_unique" unique ("post_id", "user_id", "kind");`,
    );

    this.addSql(
      `create table "forum_post_revisions" ("id" bigserial primary key, "post_id" bigint not null, "editor_id" uuid null, "markdown" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "forum_post_revisions_post_idx" on "forum_post_revisions" ("post_id");`);

    this.addSql(
      `alter table "forum_threads" add constraint "forum_threads_category_id_foreign" foreign key ("category_id") references "forum_categories" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "forum_threads" add constraint "forum_threads_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "forum_threads" add constraint "forum_threads_last_poster_id_foreign" foreign key ("last_poster_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "forum_posts" add constraint "forum_posts_thread_id_foreign" foreign key ("thread_id") references "forum_threads" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "forum_posts" add constraint "forum_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "forum_reactions" add constraint "forum_reactions_post_id_foreign" foreign key ("post_id") references "forum_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "forum_reactions" add constraint "forum_reactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "forum_post_revisions" add constraint "forum_post_revisions_post_id_foreign" foreign key ("post_id") references "forum_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "forum_post_revisions" add constraint "forum_post_revisions_editor_id_foreign" foreign key ("editor_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "forum_threads" drop constraint "forum_threads_category_id_foreign";`);

    this.addSql(`alter table "forum_posts" drop constraint "forum_posts_thread_id_foreign";`);

    this.addSql(`alter table "forum_reactions" drop constraint "forum_reactions_post_id_foreign";`);

    this.addSql(`alter table "forum_post_revisions" drop constraint "forum_post_revisions_post_id_foreign";`);

    this.addSql(`drop table if exists "forum_categories" cascade;`);

    this.addSql(`drop table if exists "forum_threads" cascade;`);

    this.addSql(`drop table if exists "forum_posts" cascade;`);

    this.addSql(`drop table if exists "forum_reactions" cascade;`);

    this.addSql(`drop table if exists "forum_post_revisions" cascade;`);
  }
}
