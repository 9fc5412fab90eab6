/**
 * What only the API says: the research API's downloads and filters, and paging (of events, the review
 * queue, notifications and reports). They stay out of the shared `messages` the web's first load carries.
 */
export const apiMessages = {
  exportsTooMany: "Too many downloads from your address.",
  bomInvalid: "bom must be 1 (start the CSV with a byte-order mark) or 0, and only on export.csv",
  snapshotDayInvalid: "A snapshot is named by its day, yyyy-mm-dd, such as 2026-11-25.csv",
  snapshotFormatInvalid: "A snapshot is a .csv or a .geojson file, such as 2026-11-25.csv",
  snapshotMissing: "No snapshot of this day is kept. GET /api/snapshots lists those that are.",
  sheetTooLong:
    "An XLSX sheet holds at most 1,048,575 incidents: narrow the filter, or download the CSV or GeoJSON.",
  exportSlotsBusy:
    "The server is busy with four other downloads. Please try again in a few seconds (see Retry-After).",
  eventsLastOutOfRange: "last must be between 0 and 500",
  eventsPagingBothWays: "Give first/after or last/before, not both",
  countryCodeInvalid: "Countries must be two-letter codes such as PL or DE",
  filterParameterInvalid: "Each filter parameter may be given once, as text",
  eventsFirstOutOfRange: "first must be between 0 and 500",
  pendingFirstOutOfRange: "first must be between 0 and 100",
  cursorInvalid: "The cursor is not valid; use an endCursor from a previous page",
  restDateRangeInvalid: "from and to must be yyyy-mm-dd dates, from not after to",
  restTitleTooLong: "q must be at most 200 characters",
  boundingBoxInvalid: "The bounding box needs south ≤ north within ±90, and west and east within ±180",
  titleLanguageInvalid:
    "Language must be one of the site's languages: en, de, fr, it, es, nl, pl, cs, ro, sv, fi, et, lv, lt, uk, ru",
  titleTranslationsTooMany: "Ask for at most 16 languages",
  titleTranslationOwnLanguage: "The title is written in this language; choose another to translate it into",
};
