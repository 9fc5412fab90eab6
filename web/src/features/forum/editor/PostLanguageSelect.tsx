import { LOCALE_NAMES, LOCALES } from "@incident-watch/schema";
import { useId } from "react";
import { useT } from "../../../i18n";

/**
 * The language a post is written in, which the writer may change: the page's by default. Readers see
 * it, screen readers and hyphenation use it, and a reader in another language may ask for a translation.
 */
export function PostLanguageSelect({ value, onChange }: { value: string; onChange(language: string): void }) {
  const t = useT("thread");
  const id = useId();
  return (
    <div className="field post-language">
      <label className="field__label" htmlFor={id}>
        {t("thread.postLanguage")}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
