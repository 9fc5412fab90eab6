import { Migration } from '@mikro-orm/migrations';

export class Migration20261127000000_map_key extends Migration {

  override async up(): Promise<void> {
    // map_key: the incident's Web-Mercator x and y on a 2^24 grid, bits interleaved (a Morton code), so
    // a map tile is one range of keys and a grid cell the key shifted right (map-clusters.queries.ts).
    // plpgsql: its simple expressions are evaluated directly; a SQL body with subqueries is not inlined
    // and costs a query plan's execution per row (minutes for a million)
    this.addSql(`create function map_spread(v bigint) returns bigint language plpgsql immutable strict parallel safe as $$
      begin
        v := (v | (v << 16)) & 281470681808895;
        v := (v | (v << 8)) & 71777214294589695;
        v := (v | (v << 4)) & 1085102592571150095;
        v := (v | (v << 2)) & 3689348814741910323;
        return (v | (v << 1)) & 6148914691236517205;
      end
    $$;`);
    this.addSql(`create function map_key(longitude double precision, latitude double precision) returns bigint
      language sql immutable strict parallel safe as $$
      select map_spread(least(16777215, greatest(0, floor((longitude + 180) / 360 * 16777216)))::bigint)
           | (map_spread(least(16777215, greatest(0, floor((0.5 - ln(tan(pi() / 4
               + radians(least(85.0511, greatest(-85.0511, latitude))) / 2)) / (2 * pi())) * 16777216)))::bigint) << 1)
    $$;`);
    this.addSql(`alter table "events" add column "map_key" bigint generated always as (map_key(longitude, latitude)) stored;`);
    // a tile's clusters are an index-only range scan: the filter's columns ride in the index
    this.addSql(`create index "events_map_key_idx" on "events" ("map_key") include ("id", "type", "kind", "country", "date", "longitude", "latitude") where "status" = 'approved';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "events_map_key_idx";`);
    this.addSql(`alter table "events" drop column if exists "map_key";`);
    this.addSql(`drop function if exists map_key(double precision, double precision);`);
    this.addSql(`drop function if exists map_spread(bigint);`);
  }

}
