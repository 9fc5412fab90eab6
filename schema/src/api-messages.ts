import { LOCALES } from "./locales.js";
import { messages } from "./messages.js";

/**
 * What only the API says: the research API's downloads and filters, and paging (of events, the review
 * queue, notifications and reports). They stay out of the shared `messages` the web's first load carries.
 */
export const apiMessages = {
  exportsTooMany: "Too many downloads from your address.",
  versionRebuildsTooMany: "Your address already has data versions whose checksums are being computed.",
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
  regionCodeInvalid: "Regions must be ISO 3166-2 codes such as PL-22 or DE-BY",
  filterListTooLong:
    "A filter's list holds at most as many items as there are values to choose from (each given once)",
  filterParameterInvalid: "Each filter parameter may be given once, as text",
  eventsFirstOutOfRange: "first must be between 0 and 500",
  pendingFirstOutOfRange: "first must be between 0 and 100",
  cursorInvalid: "The cursor is not valid; use an endCursor from a previous page",
  restDateRangeInvalid: "from and to must be yyyy-mm-dd dates, from not after to",
  restTitleTooLong: "q must be at most 200 characters",
  placeQueryEmpty: "Type at least one letter of the place's name",
  placeQueryTooLong: "A place's name to look for is at most 200 characters",
  placesFirstOutOfRange: "first must be between 1 and 50",
  placeNearInvalid: "near needs a latitude within ±90 and a longitude within ±180",
  // marked pure so that a bundle using none of these texts (the web app's) leaves the table out
  feedLanguageInvalid: `lang must be one of the interface languages: ${/* @__PURE__ */ LOCALES.join(", ")}`,
  translationsInvalid: `translations must be languages of the site separated by commas, such as de,pl, each once: ${/* @__PURE__ */ LOCALES.join(", ")}`,
  translationsBeforeRevision6:
    "translations are offered for data versions of export revision 6 or later; this version keeps the columns it was published with",
  boundingBoxInvalid: "The bounding box needs south ≤ north within ±90, and west and east within ±180",
  titleLanguageInvalid:
    "Language must be one of the site's languages: en, de, fr, it, es, nl, pl, cs, ro, sv, fi, et, lv, lt, uk, ru",
  titleTranslationsTooMany: "Ask for at most 16 languages",
  citingPostsTooMany: "Ask for the citations of at most 50 posts",
  titleTranslationOwnLanguage: "The title is written in this language; choose another to translate it into",
  postTranslationUnavailable: "This site has no machine translation service.",
  postLanguageUnknown: "This post's language is not known, so it cannot be translated.",
  postTranslationOwnLanguage: "The post is written in this language; choose another to translate it into",
  postTranslationsTooFast: "Too many translations from your connection. Please wait a while and try again.",
  postTranslationFailed: "The translation service did not answer. Please try again later.",
  evidenceNotPublished: "Only a published incident has an evidence status.",
  evidenceConfirmNeedsTwo:
    "Confirmed needs two moderators: propose the confirmation, and a second moderator agrees to it.",
  evidenceNothingProposed: "No confirmation is proposed for this incident: a moderator proposes it first.",
  evidenceAlreadyConfirmed: "This incident is already confirmed.",
  evidenceMethodRequired: "A confirmation names the method of geolocation.",
  approverCannotConfirm:
    "You approved this incident, so you cannot confirm it: a second moderator, not the one who approved it, must agree.",
  proposerCannotConfirm:
    "You proposed this confirmation, so you cannot agree to it: a second moderator must.",
  mailConfirmationLinkInvalid:
    "This confirmation link is not valid, was used already or has expired. Ask for a new one in your settings.",
  savedSearchNameRequired: "Give the saved search a name",
  savedSearchNameTooLong: "A saved search's name is at most 100 characters",
  savedSearchesTooMany: "You can keep at most 20 saved searches; delete one to save another",
  savedSearchWebhookInvalid:
    "The webhook must be an http or https address on an allowed port, without a user name or password",
  savedSearchWebhookPrivate:
    "The webhook must be on a public address: this site does not call loopback, private or link-local addresses",
  savedSearchUpdatedSince:
    "updatedSince cannot be saved: a saved search hears of incidents as they are approved",
  savedSearchAreaRadius: "The distance around a place must be between 1 and 500 km",
  savedSearchAreaCentre: "A place's centre needs a latitude within ±90 and a longitude within ±180",
  savedSearchAreaPlace: "Name the place of 1 to 200 characters the distance is measured from",
  savedSearchAreaAndBox: "Look around a place or in the map's view, not both",
  apiKeyNameRequired: "Give the key a name",
  apiKeyNameTooLong: "A key's name is at most 100 characters",
  apiKeysTooMany: "You can keep at most 10 keys in use; revoke one to create another",
  apiKeyExpiryInvalid: "A key expires after 1 to 366 days, or never",
  apiKeyQuotaInvalid:
    "A key's own limit is 1 to 1,000,000 requests and 1 to 10,000 downloads a minute, or none to use the site's",
  apiKeyInvalid: "This API key is not valid: it is unknown, revoked or expired",
  apiKeyReadOnly:
    "An API key only reads research data (GraphQL queries, the REST event paths, downloads, the MISP feed and TAXII); it changes nothing and opens no member's pages",
  pushSubscriptionInvalid:
    "A push subscription needs its https endpoint and its p256dh and auth keys, as the browser gives them",
  pushTypesInvalid:
    "Push types must be notification types: reply, quote, mention, reaction, report_update, system",
};

export type MessageKey = keyof typeof messages | keyof typeof apiMessages;

/** Each API error code's general text, for a message no key of its own names. */
export const CODE_MESSAGE_KEYS: Record<string, MessageKey> = {
  BAD_USER_INPUT: "invalidInput",
  BAD_REQUEST: "badRequest",
  CAPTCHA_FAILED: "verificationFailed",
  CAPTCHA_REQUIRED: "loginNeedsVerification",
  RESPONSE_TOO_LARGE: "responseTooLarge",
  UNAUTHENTICATED: "loginRequired",
  FORBIDDEN: "notAllowed",
  SECOND_MODERATOR_REQUIRED: "secondModeratorRequired",
  NOT_FOUND: "notFound",
  CONFLICT: "conflict",
  PAYLOAD_TOO_LARGE: "requestTooLarge",
  RATE_LIMITED: "tooManyRequests",
  SERVICE_UNAVAILABLE: "databaseUnavailable",
  INTERNAL_SERVER_ERROR: "internalError",
};

/** Made on first use, so that a bundle that never asks (the web app's) carries neither table. */
let keyOfText: Map<string, MessageKey> | undefined;

/**
 * The stable code of an API message (issue 41): its key in `messages` or `apiMessages` when the text is
 * one of theirs, else the general key of its error code, so a client always has a text to show in its
 * reader's language (docs/api.md, "Error messages by code").
 */
export function messageKeyOf(text: string, code: string): MessageKey {
  keyOfText ??= new Map<string, MessageKey>(
    [...Object.entries(messages), ...Object.entries(apiMessages)].map(([key, text]) => [
      text,
      key as MessageKey,
    ]),
  );
  return keyOfText.get(text) ?? CODE_MESSAGE_KEYS[code] ?? "internalError";
}

/** Figures or names a message's text is worded around: its `{name}` placeholders. */
export type MessageArgs = Record<string, string | number>;

/**
 * A message as the code that says it knows it: its key, and the figures its text names (decision 149).
 * It travels as it is to the client, which words it in its reader's language; English is the fallback.
 */
export interface Said {
  key: MessageKey;
  args?: MessageArgs;
}

export const said = (key: MessageKey, args?: MessageArgs): Said => (args ? { key, args } : { key });

/** A message's English text, its placeholders filled in. */
export function englishOf({ key, args }: Said): string {
  const text: string =
    key in messages ? messages[key as keyof typeof messages] : apiMessages[key as keyof typeof apiMessages];
  return args
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in args ? args[name]!.toLocaleString("en") : whole,
      )
    : text;
}
