/**
 * The European states an incident's country can be (decision 011): the members of the Council of Europe,
 * with Belarus, Russia, Kosovo and the Vatican. Transcontinental states count whole (Russia, Türkiye,
 * Georgia, Armenia, Azerbaijan); Kazakhstan is not in the list.
 */
export interface EuropeanState {
  /** ISO 3166-1 alpha-2 (XK for Kosovo, the code in common use). */
  code: string;
  /** English short name. */
  name: string;
}

const STATES: [code: string, name: string, numeric: string | null][] = [
  ["AD", "Andorra", "020"],
  ["AL", "Albania", "008"],
  ["AM", "Armenia", "051"],
  ["AT", "Austria", "040"],
  ["AZ", "Azerbaijan", "031"],
  ["BA", "Bosnia and Herzegovina", "070"],
  ["BE", "Belgium", "056"],
  ["BG", "Bulgaria", "100"],
  ["BY", "Belarus", "112"],
  ["CH", "Switzerland", "756"],
  ["CY", "Cyprus", "196"],
  ["CZ", "Czechia", "203"],
  ["DE", "Germany", "276"],
  ["DK", "Denmark", "208"],
  ["EE", "Estonia", "233"],
  ["ES", "Spain", "724"],
  ["FI", "Finland", "246"],
  ["FR", "France", "250"],
  ["GB", "United Kingdom", "826"],
  ["GE", "Georgia", "268"],
  ["GR", "Greece", "300"],
  ["HR", "Croatia", "191"],
  ["HU", "Hungary", "348"],
  ["IE", "Ireland", "372"],
  ["IS", "Iceland", "352"],
  ["IT", "Italy", "380"],
  ["LI", "Liechtenstein", "438"],
  ["LT", "Lithuania", "440"],
  ["LU", "Luxembourg", "442"],
  ["LV", "Latvia", "428"],
  ["MC", "Monaco", "492"],
  ["MD", "Moldova", "498"],
  ["ME", "Montenegro", "499"],
  ["MK", "North Macedonia", "807"],
  ["MT", "Malta", "470"],
  ["NL", "Netherlands", "528"],
  ["NO", "Norway", "578"],
  ["PL", "Poland", "616"],
  ["PT", "Portugal", "620"],
  ["RO", "Romania", "642"],
  ["RS", "Serbia", "688"],
  ["RU", "Russia", "643"],
  ["SE", "Sweden", "752"],
  ["SI", "Slovenia", "705"],
  ["SK", "Slovakia", "703"],
  ["SM", "San Marino", "674"],
  ["TR", "Türkiye", "792"],
  ["UA", "Ukraine", "804"],
  ["VA", "Vatican City", "336"],
  ["XK", "Kosovo", null],
];

/** Every European state, by name. */
export const EUROPEAN_STATES: readonly EuropeanState[] = STATES.map(([code, name]) => ({ code, name })).sort(
  (a, b) => a.name.localeCompare(b.name, "en"),
);

const nameByCode = new Map(STATES.map(([code, name]) => [code, name]));

export const countryName = (code: string | null | undefined): string | null =>
  (code && nameByCode.get(code)) || null;

export const isEuropeanState = (code: string) => nameByCode.has(code);

const codeByNumeric = new Map(STATES.filter(([, , n]) => n).map(([code, , numeric]) => [numeric!, code]));

/**
 * Natural Earth's separate areas that belong to a European state: Crown Dependencies, Gibraltar and the
 * Sovereign Base Areas (United Kingdom), Åland (Finland), the Faroe Islands and Greenland (Denmark), and
 * the parts of Cyprus it draws apart (northern Cyprus, the buffer zone), which the state is recognised
 * to include. Kosovo has no numeric code there.
 */
const CODE_BY_AREA_ID: Record<string, string> = {
  "831": "GB",
  "832": "GB",
  "833": "GB",
  "292": "GB",
  "248": "FI",
  "234": "DK",
  "304": "DK",
};
const CODE_BY_AREA_NAME: Record<string, string> = {
  Kosovo: "XK",
  Akrotiri: "GB",
  Dhekelia: "GB",
  "N. Cyprus": "CY",
  "Cyprus U.N. Buffer Zone": "CY",
};

/** The European state a Natural Earth country feature (numeric id, name) belongs to, or null. */
export function stateOfArea(id: string | number | undefined, name: string | undefined): string | null {
  const numeric = id == null ? undefined : String(id).padStart(3, "0");
  if (numeric && codeByNumeric.has(numeric)) return codeByNumeric.get(numeric)!;
  if (numeric && CODE_BY_AREA_ID[numeric]) return CODE_BY_AREA_ID[numeric];
  return (name && CODE_BY_AREA_NAME[name]) || null;
}
