import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "@incident-watch/schema";
import en from "../../locales/en.json" with { type: "json" };
import de from "../../locales/de.json" with { type: "json" };
import fr from "../../locales/fr.json" with { type: "json" };
import it from "../../locales/it.json" with { type: "json" };
import es from "../../locales/es.json" with { type: "json" };
import nl from "../../locales/nl.json" with { type: "json" };
import pl from "../../locales/pl.json" with { type: "json" };
import cs from "../../locales/cs.json" with { type: "json" };
import ro from "../../locales/ro.json" with { type: "json" };
import sv from "../../locales/sv.json" with { type: "json" };
import fi from "../../locales/fi.json" with { type: "json" };
import et from "../../locales/et.json" with { type: "json" };
import lv from "../../locales/lv.json" with { type: "json" };
import lt from "../../locales/lt.json" with { type: "json" };
import uk from "../../locales/uk.json" with { type: "json" };
import ru from "../../locales/ru.json" with { type: "json" };

/**
 * The mails' texts in each interface language (api/src/locales/<lang>.json, ICU messages as in the web
 * app's catalogues, decision 114). A member's mails are written in the language of their settings.
 */
const CATALOGS: Record<Locale, Record<MailMessageId, string>> = {
  en,
  de,
  fr,
  it,
  es,
  nl,
  pl,
  cs,
  ro,
  sv,
  fi,
  et,
  lv,
  lt,
  uk,
  ru,
};

export type MailMessageId = keyof typeof en;

const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    // the server compiles each message as it writes it: a few mails a minute, no build step
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

export type MailTexts = (id: MailMessageId, values?: Record<string, string | number>) => string;

export function mailTexts(locale: Locale): MailTexts {
  const i18n = i18nFor(locale);
  return (id, values) => i18n._(id, values);
}
