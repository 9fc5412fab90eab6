import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261122010604_accounts_sessions_captcha } from "./Migration20261122010604_accounts_sessions_captcha.js";
import { Migration20261122010926_events_and_reviews } from "./Migration20261122010926_events_and_reviews.js";
import { Migration20261122084404_user_activity_index } from "./Migration20261122084404_user_activity_index.js";
import { Migration20261122084418_forum } from "./Migration20261122084418_forum.js";
import { Migration20261122085524_source_url_key_hash } from "./Migration20261122085524_source_url_key_hash.js";
import { Migration20261122090500_notifications } from "./Migration20261122090500_notifications.js";
import { Migration20261122100500_incident_review_indexes } from "./Migration20261122100500_incident_review_indexes.js";
import { Migration20261122140000_incident_kind_and_country } from "./Migration20261122140000_incident_kind_and_country.js";
import { Migration20261122130000_reports } from "./Migration20261122130000_reports.js";
import { Migration20261122114252_staff_actions } from "./Migration20261122114252_staff_actions.js";
import { Migration20261122115500_forum_user_stats } from "./Migration20261122115500_forum_user_stats.js";
import { Migration20261122120000_bans } from "./Migration20261122120000_bans.js";
import { Migration20261123000000_live_events } from "./Migration20261123000000_live_events.js";
import { Migration20261124000000_thread_reads } from "./Migration20261124000000_thread_reads.js";
import { Migration20261125000000_change_tracking } from "./Migration20261125000000_change_tracking.js";
import { Migration20261125000000_retired_usernames } from "./Migration20261125000000_retired_usernames.js";
import { Migration20261126000000_thread_version } from "./Migration20261126000000_thread_version.js";
import { Migration20261127000000_attribution_ledger } from "./Migration20261127000000_attribution_ledger.js";
import { Migration20261127000000_map_key } from "./Migration20261127000000_map_key.js";
import { Migration20261128000000_ledger_seed_per_statement } from "./Migration20261128000000_ledger_seed_per_statement.js";
import { Migration20261129000000_data_snapshots } from "./Migration20261129000000_data_snapshots.js";
import { Migration20261130000000_post_html_bound } from "./Migration20261130000000_post_html_bound.js";
import { Migration20261205000000_live_instances } from "./Migration20261205000000_live_instances.js";
import { Migration20261207000000_data_versions_as_of } from "./Migration20261207000000_data_versions_as_of.js";
import { Migration20261210000000_precision_and_grading } from "./Migration20261210000000_precision_and_grading.js";
import { Migration20261214000000_title_search_index } from "./Migration20261214000000_title_search_index.js";
import { Migration20261215000000_country_recoded_action } from "./Migration20261215000000_country_recoded_action.js";
import { Migration20261216000000_slimmer_exports } from "./Migration20261216000000_slimmer_exports.js";
import { Migration20261217000000_sparse_exports } from "./Migration20261217000000_sparse_exports.js";
import { Migration20261218000000_versions_before_dating } from "./Migration20261218000000_versions_before_dating.js";
import { Migration20261220000000_edit_history } from "./Migration20261220000000_edit_history.js";
import { Migration20261221000000_versions_by_incident_and_time } from "./Migration20261221000000_versions_by_incident_and_time.js";
import { Migration20261219000000_marked_interchange } from "./Migration20261219000000_marked_interchange.js";
import { Migration20261222000000_member_language } from "./Migration20261222000000_member_language.js";
import { Migration20261223000000_title_languages } from "./Migration20261223000000_title_languages.js";
import { Migration20261223000000_thread_title_history } from "./Migration20261223000000_thread_title_history.js";
import { Migration20261223120000_source_captures } from "./Migration20261223120000_source_captures.js";
import { Migration20261224000000_evidence_status } from "./Migration20261224000000_evidence_status.js";
import { Migration20261225000000_saved_searches } from "./Migration20261225000000_saved_searches.js";
import { Migration20261226000000_titles_and_evidence_exports } from "./Migration20261226000000_titles_and_evidence_exports.js";
import { Migration20261227000000_data_imports } from "./Migration20261227000000_data_imports.js";
import { Migration20261228000000_source_checks } from "./Migration20261228000000_source_checks.js";
import { Migration20261229000000_web_push } from "./Migration20261229000000_web_push.js";
import { Migration20261231000000_post_languages } from "./Migration20261231000000_post_languages.js";
import { Migration20270103000000_capture_host_pace } from "./Migration20270103000000_capture_host_pace.js";
import { Migration20270104000000_published_data_versions } from "./Migration20270104000000_published_data_versions.js";
import { Migration20270104120000_webhook_last_call } from "./Migration20270104120000_webhook_last_call.js";
import { Migration20270105013700_source_page } from "./Migration20270105013700_source_page.js";
import { Migration20270105013701_timestamp_authority } from "./Migration20270105013701_timestamp_authority.js";
import { Migration20270105020000_mail_confirmation } from "./Migration20270105020000_mail_confirmation.js";
import { Migration20270106060000_api_keys } from "./Migration20270106060000_api_keys.js";
import { Migration20270107050000_taxii_index } from "./Migration20270107050000_taxii_index.js";
import { Migration20270107070000_notification_keys } from "./Migration20270107070000_notification_keys.js";
import { Migration20270108000000_saved_search_lines_typed } from "./Migration20270108000000_saved_search_lines_typed.js";
import { Migration20270108010000_post_citations } from "./Migration20270108010000_post_citations.js";
import { Migration20270108020000_follows } from "./Migration20270108020000_follows.js";
import { Migration20270108040000_place_exports } from "./Migration20270108040000_place_exports.js";
import { Migration20270109000000_incident_notice_mails } from "./Migration20270109000000_incident_notice_mails.js";
import { Migration20270109010000_watching_in_follows } from "./Migration20270109010000_watching_in_follows.js";
import { Migration20270109020000_no_jit } from "./Migration20270109020000_no_jit.js";
import { Migration20270109030000_place_names } from "./Migration20270109030000_place_names.js";
import { Migration20270107010000_import_mappings } from "./Migration20270107010000_import_mappings.js";
import { Migration20270107040000_saved_search_areas } from "./Migration20270107040000_saved_search_areas.js";
import { Migration20270107030000_incident_places } from "./Migration20270107030000_incident_places.js";
import { Migration20270105020100_saved_search_notifications } from "./Migration20270105020100_saved_search_notifications.js";
import { Migration20270106010000_lost_times_from_recorded_names } from "./Migration20270106010000_lost_times_from_recorded_names.js";
import { Migration20270106040000_incident_discussions } from "./Migration20270106040000_incident_discussions.js";
import { Migration20270106050000_gazetteer } from "./Migration20270106050000_gazetteer.js";

/** Applied in order at start-up. Add a migration by appending it here. */
export const migrations: MigrationObject[] = [
  {
    name: "Migration20261122010604_accounts_sessions_captcha",
    class: Migration20261122010604_accounts_sessions_captcha,
  },
  {
    name: "Migration20261122010926_events_and_reviews",
    class: Migration20261122010926_events_and_reviews,
  },
  {
    name: "Migration20261122084404_user_activity_index",
    class: Migration20261122084404_user_activity_index,
  },
  { name: "Migration20261122084418_forum", class: Migration20261122084418_forum },
  {
    name: "Migration20261122085524_source_url_key_hash",
    class: Migration20261122085524_source_url_key_hash,
  },
  {
    name: "Migration20261122090500_notifications",
    class: Migration20261122090500_notifications,
  },
  {
    name: "Migration20261122100500_incident_review_indexes",
    class: Migration20261122100500_incident_review_indexes,
  },
  { name: "Migration20261122114252_staff_actions", class: Migration20261122114252_staff_actions },
  { name: "Migration20261122115500_forum_user_stats", class: Migration20261122115500_forum_user_stats },
  {
    name: "Migration20261122140000_incident_kind_and_country",
    class: Migration20261122140000_incident_kind_and_country,
  },
  { name: "Migration20261122120000_bans", class: Migration20261122120000_bans },
  { name: "Migration20261122130000_reports", class: Migration20261122130000_reports },
  { name: "Migration20261123000000_live_events", class: Migration20261123000000_live_events },
  { name: "Migration20261124000000_thread_reads", class: Migration20261124000000_thread_reads },
  { name: "Migration20261125000000_change_tracking", class: Migration20261125000000_change_tracking },
  {
    name: "Migration20261125000000_retired_usernames",
    class: Migration20261125000000_retired_usernames,
  },
  { name: "Migration20261126000000_thread_version", class: Migration20261126000000_thread_version },
  {
    name: "Migration20261127000000_attribution_ledger",
    class: Migration20261127000000_attribution_ledger,
  },
  { name: "Migration20261127000000_map_key", class: Migration20261127000000_map_key },
  {
    name: "Migration20261128000000_ledger_seed_per_statement",
    class: Migration20261128000000_ledger_seed_per_statement,
  },
  { name: "Migration20261129000000_data_snapshots", class: Migration20261129000000_data_snapshots },
  { name: "Migration20261130000000_post_html_bound", class: Migration20261130000000_post_html_bound },
  { name: "Migration20261205000000_live_instances", class: Migration20261205000000_live_instances },
  {
    name: "Migration20261207000000_data_versions_as_of",
    class: Migration20261207000000_data_versions_as_of,
  },
  {
    name: "Migration20261210000000_precision_and_grading",
    class: Migration20261210000000_precision_and_grading,
  },
  {
    name: "Migration20261214000000_title_search_index",
    class: Migration20261214000000_title_search_index,
  },
  {
    name: "Migration20261215000000_country_recoded_action",
    class: Migration20261215000000_country_recoded_action,
  },
  { name: "Migration20261216000000_slimmer_exports", class: Migration20261216000000_slimmer_exports },
  { name: "Migration20261217000000_sparse_exports", class: Migration20261217000000_sparse_exports },
  {
    name: "Migration20261218000000_versions_before_dating",
    class: Migration20261218000000_versions_before_dating,
  },
  {
    name: "Migration20261219000000_marked_interchange",
    class: Migration20261219000000_marked_interchange,
  },
  { name: "Migration20261220000000_edit_history", class: Migration20261220000000_edit_history },
  {
    name: "Migration20261221000000_versions_by_incident_and_time",
    class: Migration20261221000000_versions_by_incident_and_time,
  },
  { name: "Migration20261222000000_member_language", class: Migration20261222000000_member_language },
  { name: "Migration20261223000000_title_languages", class: Migration20261223000000_title_languages },
  {
    name: "Migration20261223000000_thread_title_history",
    class: Migration20261223000000_thread_title_history,
  },
  { name: "Migration20261223120000_source_captures", class: Migration20261223120000_source_captures },
  { name: "Migration20261224000000_evidence_status", class: Migration20261224000000_evidence_status },
  { name: "Migration20261225000000_saved_searches", class: Migration20261225000000_saved_searches },
  {
    name: "Migration20261226000000_titles_and_evidence_exports",
    class: Migration20261226000000_titles_and_evidence_exports,
  },
  { name: "Migration20261227000000_data_imports", class: Migration20261227000000_data_imports },
  { name: "Migration20261228000000_source_checks", class: Migration20261228000000_source_checks },
  { name: "Migration20261229000000_web_push", class: Migration20261229000000_web_push },
  { name: "Migration20261231000000_post_languages", class: Migration20261231000000_post_languages },
  { name: "Migration20270103000000_capture_host_pace", class: Migration20270103000000_capture_host_pace },
  {
    name: "Migration20270104000000_published_data_versions",
    class: Migration20270104000000_published_data_versions,
  },
  { name: "Migration20270104120000_webhook_last_call", class: Migration20270104120000_webhook_last_call },
  { name: "Migration20270105013700_source_page", class: Migration20270105013700_source_page },
  {
    name: "Migration20270105013701_timestamp_authority",
    class: Migration20270105013701_timestamp_authority,
  },
  { name: "Migration20270105020000_mail_confirmation", class: Migration20270105020000_mail_confirmation },
  {
    name: "Migration20270105020100_saved_search_notifications",
    class: Migration20270105020100_saved_search_notifications,
  },
  {
    name: "Migration20270106010000_lost_times_from_recorded_names",
    class: Migration20270106010000_lost_times_from_recorded_names,
  },
  {
    name: "Migration20270106040000_incident_discussions",
    class: Migration20270106040000_incident_discussions,
  },
  { name: "Migration20270106050000_gazetteer", class: Migration20270106050000_gazetteer },
  { name: "Migration20270106060000_api_keys", class: Migration20270106060000_api_keys },
  { name: "Migration20270107010000_import_mappings", class: Migration20270107010000_import_mappings },
  { name: "Migration20270107030000_incident_places", class: Migration20270107030000_incident_places },
  { name: "Migration20270107040000_saved_search_areas", class: Migration20270107040000_saved_search_areas },
  { name: "Migration20270107050000_taxii_index", class: Migration20270107050000_taxii_index },
  { name: "Migration20270107070000_notification_keys", class: Migration20270107070000_notification_keys },
  {
    name: "Migration20270108000000_saved_search_lines_typed",
    class: Migration20270108000000_saved_search_lines_typed,
  },
  { name: "Migration20270108010000_post_citations", class: Migration20270108010000_post_citations },
  { name: "Migration20270108020000_follows", class: Migration20270108020000_follows },
  { name: "Migration20270108040000_place_exports", class: Migration20270108040000_place_exports },
  {
    name: "Migration20270109000000_incident_notice_mails",
    class: Migration20270109000000_incident_notice_mails,
  },
  { name: "Migration20270109010000_watching_in_follows", class: Migration20270109010000_watching_in_follows },
  { name: "Migration20270109020000_no_jit", class: Migration20270109020000_no_jit },
  { name: "Migration20270109030000_place_names", class: Migration20270109030000_place_names },
];
