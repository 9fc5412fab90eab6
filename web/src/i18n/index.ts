// The interface's languages (decision 114): catalogues, the page's locale, its router and formatters.
export { addCatalog, loadCatalogs, withCatalogs, type Namespace } from "./catalogs";
export { formatDay, formatters, useFormat, type Formatters } from "./format";
export { LanguageMenu } from "./LanguageMenu";
export { LocaleContext, useLocale } from "./locale";
export { LocaleRouter, rememberLocale, useSwitchLocale } from "./LocaleRouter";
export type { MessageId } from "./messageIds";
export { englishText, isServerWords, useMessageText, type ServerWords, type Shown } from "./schemaMessages";
export { T } from "./T";
export {
  ATTRIBUTION_LABELS,
  ATTRIBUTOR_LABELS,
  CONFIDENCE_LABELS,
  CREDIBILITY_LABELS,
  EVIDENCE_LABELS,
  GEOLOCATION_LABELS,
  KIND_LABELS,
  PARTY_LABELS,
  PLACE_PRECISION_LABELS,
  RELIABILITY_LABELS,
  REPORT_REASON_LABELS,
  TIME_PRECISION_LABELS,
} from "./vocabulary";
export { useT, type MessageValues, type Translate } from "./useT";
