import { isLocale, localePath, type Locale } from "@incident-watch/schema";
import { mailTexts } from "./mail-texts.js";

/** What a mail's one-click unsubscribe stops: missed-notification mail, or a saved search's mail. */
export type UnsubscribeTopic = "missed" | "savedSearch";

/** The language a link names (`lang=` of the mail's links), English otherwise. */
export const linkLocale = (value: unknown): Locale => (isLocale(value) ? value : "en");

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The page an unsubscribe link opens, in the reader's language. Opening it (GET) only asks, with a button
 * that posts the form back to the same address: per RFC 8058 only the POST acts, so a mail scanner that
 * follows links unsubscribes no one. A plain form, no script, so it works under the site's CSP.
 */
export function unsubscribePage(
  publicUrl: string,
  locale: Locale,
  topic: UnsubscribeTopic,
  state: "ask" | "done",
): string {
  const t = mailTexts(locale);
  const title = t(state === "ask" ? "page.unsubscribe.askTitle" : "page.unsubscribe.doneTitle");
  const text =
    state === "ask"
      ? t(topic === "missed" ? "page.unsubscribe.askMissed" : "page.unsubscribe.askSavedSearch")
      : t(topic === "missed" ? "page.unsubscribe.doneMissed" : "page.unsubscribe.doneSavedSearch");
  const action =
    state === "ask"
      ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">${escapeHtml(t("page.unsubscribe.button"))}</button></form>`
      : "";
  const settings = `${publicUrl}${localePath(locale, "/forum/settings")}`;
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
    `${action}<p><a href="${escapeHtml(settings)}">${escapeHtml(t("page.unsubscribe.settings"))}</a></p></body></html>`
  );
}
