import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from "@incident-watch/schema";
import { useLocale } from "./locale";
import { useSwitchLocale } from "./LocaleRouter";
import { useT } from "./useT";

/** The header's choice of language: each named in itself, the page switches in place. */
export function LanguageMenu({ onChoose }: { onChoose?: (locale: Locale) => void }) {
  const t = useT("app");
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <label className="language-menu">
      <span className="visually-hidden">{t("app.language")}</span>
      {/* the header shows the language's code; the list it opens names each language in itself */}
      <span className="language-menu__code" aria-hidden="true" translate="no">
        {locale.toUpperCase()}
      </span>
      <select
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          onChoose?.(next);
          void switchLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
