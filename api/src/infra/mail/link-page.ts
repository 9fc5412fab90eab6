import { isLocale, localePath, type Locale } from "@incident-watch/schema";
import { mailTexts } from "./mail-texts.js";

/** The language a mail's link names (its `lang=`), English otherwise. */
export const linkLocale = (value: unknown): Locale => (isLocale(value) ? value : "en");

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The small page a mail's link opens (unsubscribe, confirm an address), in the reader's language, with a
 * link to their settings. With a button, it is a form that posts back to the same address: opening a link
 * (as a mail provider's scanner does) must change nothing, only the POST acts. No script, so it works
 * under the site's CSP.
 */
export function linkPage(
  publicUrl: string,
  locale: Locale,
  page: { title: string; text: string; button?: string },
): string {
  const settings = `${publicUrl}${localePath(locale, "/forum/settings")}`;
  const form = page.button
    ? `<form method="post"><button type="submit">${escapeHtml(page.button)}</button></form>`
    : "";
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(page.title)}</title></head><body><h1>${escapeHtml(page.title)}</h1>` +
    `<p>${escapeHtml(page.text)}</p>${form}` +
    `<p><a href="${escapeHtml(settings)}">${escapeHtml(mailTexts(locale)("page.settings"))}</a></p></body></html>`
  );
}
