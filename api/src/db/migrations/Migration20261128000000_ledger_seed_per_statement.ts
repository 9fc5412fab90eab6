import { Migration } from '@mikro-orm/migrations';

export class Migration20261128000000_ledger_seed_per_statement extends Migration {

  override async up(): Promise<void> {
    // The ledger's first entries for a whole INSERT at once (an import, a seed), not row by row: three
    // set-based statements over the inserted rows instead of three statements for each of them
    this.addSql(`drop trigger "events_ledger_seed" on "events";`);
    this.addSql(`drop function "incident_ledger_seed"();`);
    this.addSql(`create function "incident_ledger_seed"() returns trigger language plpgsql as $$
      begin
        -- each row's source id drawn beforehand, so its attribution needs no join back to the sources
        with inserted as materialized (
          select id, source_url, type, date, created_at,
                 nextval(pg_get_serial_sequence('incident_sources', 'id')) as source_id
            from new_rows order by id),
        sources as (
          insert into incident_sources (id, event_id, url, outlet, origin, added_at)
            select source_id, id, source_url,
                   nullif(substring(source_url from '^[a-z]+://(?:www\\.)?([^/:?#]+)'), ''), 'submission', created_at
              from inserted)
        insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin, added_at)
          select id, case type when 'chinese' then 'china' else 'russia' end, 'media', date, 'suspected', source_id,
                 'submission', created_at
            from inserted;
        insert into incident_versions (event_id, number, created_at, action, reason, snapshot)
          select id, 1, coalesce(published_at, reviewed_at, created_at), 'published', null, incident_public_state(id)
            from new_rows where status = 'approved';
        return null;
      end $$;`);
    this.addSql(`create trigger "events_ledger_seed" after insert on "events" referencing new table as new_rows for each statement execute function incident_ledger_seed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "events_ledger_seed" on "events";`);
    this.addSql(`drop function "incident_ledger_seed"();`);
    this.addSql(`create function "incident_ledger_seed"() returns trigger language plpgsql as $$
      declare source bigint;
      begin
        insert into incident_sources (event_id, url, outlet, origin, added_at)
          values (new.id, new.source_url, nullif(substring(new.source_url from '^[a-z]+://(?:www\\.)?([^/:?#]+)'), ''),
                  'submission', new.created_at)
          returning id into source;
        insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin, added_at)
          values (new.id, case new.type when 'chinese' then 'china' else 'russia' end, 'media', new.date,
                  'suspected', source, 'submission', new.created_at);
        if new.status = 'approved' then
          insert into incident_versions (event_id, number, created_at, action, reason, snapshot)
            values (new.id, 1, coalesce(new.published_at, new.reviewed_at, new.created_at), 'published', null,
                    incident_public_state(new.id));
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "events_ledger_seed" after insert on "events" for each row execute function incident_ledger_seed();`);
  }

}
