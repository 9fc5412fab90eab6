// The five reasons to report (schema's REPORT_REASONS), in the page's language: the staff's report queue
// names them too, so they live with the shared vocabulary.
export { REPORT_REASON_LABELS as REASON_LABELS } from "../../../i18n";
