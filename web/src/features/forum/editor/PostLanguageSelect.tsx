import { LanguageSelect } from "../../../components/LanguageSelect";
import { useT } from "../../../i18n";

/**
 * The language a post is written in, which the writer may change: the page's by default. Readers see
 * it, screen readers and hyphenation use it, and a reader in another language may ask for a translation.
 */
export function PostLanguageSelect({ value, onChange }: { value: string; onChange(language: string): void }) {
  const t = useT("thread");
  return (
    <LanguageSelect
      label={t("thread.postLanguage")}
      className="post-language"
      value={value}
      onChange={onChange}
    />
  );
}
