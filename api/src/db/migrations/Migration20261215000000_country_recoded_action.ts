import { Migration } from '@mikro-orm/migrations';

const ACTIONS_BEFORE = `'recorded', 'published', 'corrected', 'withdrawn', 'source_added', 'attribution_added', 'source_graded'`;

/**
 * A published incident whose country changes because the boundary data did gets a public version of its
 * own, `country_recoded`, so the history holds every public change (decision 096).
 */
export class Migration20261215000000_country_recoded_action extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "incident_versions" drop constraint "incident_versions_action_check";`);
    this.addSql(`alter table "incident_versions" add constraint "incident_versions_action_check"
      check ("action" in (${ACTIONS_BEFORE}, 'country_recoded'));`);
  }

  override async down(): Promise<void> {
    // a re-coding stays in the history, as the correction it was
    this.addSql(`update "incident_versions" set "action" = 'corrected' where "action" = 'country_recoded';`);
    this.addSql(`alter table "incident_versions" drop constraint "incident_versions_action_check";`);
    this.addSql(`alter table "incident_versions" add constraint "incident_versions_action_check"
      check ("action" in (${ACTIONS_BEFORE}));`);
  }
}
