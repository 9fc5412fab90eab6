import {
  isLocale,
  localePath,
  placeLineParts,
  type Locale,
  type PlaceLineParts,
} from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { mailTexts, type MailMessageId, type MailTexts } from "../../infra/mail/mail-texts.js";
import { incidentDescription } from "../events/research/event-feed.js";
import type { PublicIncident } from "../events/live/incident-changes.js";
import type { MailRecipient } from "../users/users.service.js";
import { searchUnsubscribeUrl, unsubscribeHeaders } from "./saved-search-links.js";
import type { SavedSearchDigest } from "./saved-search.types.js";

/** What mailing an alert uses of the app. */
export type AlertMailDeps = Pick<AppDeps, "config" | "mailer" | "logger">;

/** The member an alert goes to, as the users tell; nothing is mailed to an address not confirmed (decision 135). */
export type Recipient = MailRecipient;

/** One incident of a mail, with the names of the member's searches it matched. */
export interface MailedMatch {
  incident: PublicIncident;
  searchNames: string[];
}

export const recipientLocale = (recipient: Recipient): Locale =>
  isLocale(recipient.language) ? recipient.language : "en";

const incidentLink = (deps: AlertMailDeps, locale: Locale, id: string) =>
  `${deps.config.publicUrl}${localePath(locale, `/incident/${id}`)}`;

const quoted = (names: string[]) => names.map((name) => `“${name}”`).join(", ");

function footer(deps: AlertMailDeps, t: MailTexts, locale: Locale, unsubscribe: string): string {
  const settings = `${deps.config.publicUrl}${localePath(locale, "/forum/settings")}`;
  return `${t("mail.savedSearch.settings")}\n${settings}\n\n${t("mail.savedSearch.why")}\n${unsubscribe}\n`;
}

/**
 * Sends one mail, with the one-click unsubscribe of the searches it is about, to a confirmed address only;
 * a failure is logged.
 */
async function send(
  deps: AlertMailDeps,
  recipient: Recipient,
  searchIds: string[],
  subject: string,
  body: (t: MailTexts, locale: Locale) => string,
): Promise<boolean> {
  if (!recipient.confirmed) return false;
  const locale = recipientLocale(recipient);
  const t = mailTexts(locale);
  const unsubscribe = searchUnsubscribeUrl(
    deps.config.publicUrl,
    deps.config.mailLinkKey,
    searchIds.join("_"),
    locale,
  );
  try {
    await deps.mailer.send({
      to: recipient.email,
      subject,
      text: `${t("mail.missed.greeting", { username: recipient.username })}\n\n${body(t, locale)}\n\n${footer(deps, t, locale, unsubscribe)}`,
      headers: unsubscribeHeaders(unsubscribe),
    });
    return true;
  } catch (error) {
    deps.logger.error("Saved search mail failed", { error: String(error) });
    return false;
  }
}

const PLACE_LINES = {
  inCountry: "mail.place.inCountry",
  inRegion: "mail.place.inRegion",
  near: "mail.place.near",
  away: "mail.place.away",
} as const satisfies Record<PlaceLineParts["key"], MailMessageId>;

/** "Near Gdańsk, Pomeranian Voivodeship" in the member's language, as the site says it (decision 151). */
function placeLine(t: MailTexts, locale: Locale, incident: PublicIncident): string | null {
  const countries = new Intl.DisplayNames(locale, { type: "region" });
  const number = new Intl.NumberFormat(locale);
  const parts = placeLineParts(
    incident,
    (code) => countries.of(code) ?? code,
    (km) => number.format(km),
  );
  return parts && t(PLACE_LINES[parts.key], parts.values);
}

function entry(deps: AlertMailDeps, t: MailTexts, locale: Locale, match: MailedMatch): string {
  const { incident } = match;
  const place = placeLine(t, locale, incident);
  return (
    `* ${incident.title}\n  ${incidentDescription(incident)}\n` +
    (place ? `  ${place}\n` : "") +
    `  ${incidentLink(deps, locale, incident.id)}\n` +
    `  ${t("mail.savedSearch.matched", { names: quoted(match.searchNames) })}`
  );
}

/** A new incident, mailed at once to a member whose searches (one or more) it matched. */
export function mailMatchAtOnce(
  deps: AlertMailDeps,
  recipient: Recipient,
  searchIds: string[],
  match: MailedMatch,
): Promise<boolean> {
  const t = mailTexts(recipientLocale(recipient));
  return send(
    deps,
    recipient,
    searchIds,
    t("mail.savedSearch.subject", { title: match.incident.title }),
    (t, locale) => `${t("mail.savedSearch.lead")}\n\n${entry(deps, t, locale, match)}`,
  );
}

/** Every match of a member's digest searches in the period, in one mail. */
export function mailDigest(
  deps: AlertMailDeps,
  recipient: Recipient,
  searchIds: string[],
  matches: MailedMatch[],
): Promise<boolean> {
  const t = mailTexts(recipientLocale(recipient));
  return send(
    deps,
    recipient,
    searchIds,
    t("mail.savedSearch.digestSubject", { count: matches.length }),
    (t, locale) =>
      `${t("mail.savedSearch.digestLead")}\n\n${matches.map((match) => entry(deps, t, locale, match)).join("\n\n")}`,
  );
}

/** Saving a search with mail: a test mail, so a mail that does not arrive shows at once. */
export function mailTest(
  deps: AlertMailDeps,
  recipient: Recipient,
  search: { id: string; name: string; mailAtOnce: boolean; digest: SavedSearchDigest },
): Promise<boolean> {
  const t = mailTexts(recipientLocale(recipient));
  const how = [
    search.mailAtOnce ? t("mail.savedSearch.testAtOnce") : null,
    search.digest === "daily" ? t("mail.savedSearch.testDaily") : null,
    search.digest === "weekly" ? t("mail.savedSearch.testWeekly") : null,
  ].filter((line) => line !== null);
  return send(
    deps,
    recipient,
    [search.id],
    t("mail.savedSearch.testSubject", { name: search.name }),
    (t) => `${t("mail.savedSearch.testLead", { name: search.name })}\n\n${how.join("\n")}`,
  );
}
