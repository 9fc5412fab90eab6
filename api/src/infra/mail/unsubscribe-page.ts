import type { Locale } from "@incident-watch/schema";
import { linkPage } from "./link-page.js";
import { mailTexts } from "./mail-texts.js";

export { linkLocale } from "./link-page.js";

/** What a mail's one-click unsubscribe stops: missed-notification mail, or a saved search's mail. */
export type UnsubscribeTopic = "missed" | "savedSearch";

/**
 * The page an unsubscribe link opens, in the reader's language. Opening it (GET) only asks, with a button
 * that posts back to the same address: per RFC 8058 only the POST acts, so a link scanner unsubscribes no one.
 */
export function unsubscribePage(
  publicUrl: string,
  locale: Locale,
  topic: UnsubscribeTopic,
  state: "ask" | "done",
): string {
  const t = mailTexts(locale);
  if (state === "done")
    return linkPage(publicUrl, locale, {
      title: t("page.unsubscribe.doneTitle"),
      text: t(topic === "missed" ? "page.unsubscribe.doneMissed" : "page.unsubscribe.doneSavedSearch"),
    });
  return linkPage(publicUrl, locale, {
    title: t("page.unsubscribe.askTitle"),
    text: t(topic === "missed" ? "page.unsubscribe.askMissed" : "page.unsubscribe.askSavedSearch"),
    button: t("page.unsubscribe.button"),
  });
}
