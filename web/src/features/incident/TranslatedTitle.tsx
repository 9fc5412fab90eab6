import { useState } from "react";
import { useFormat, useLocale, useT } from "../../i18n";

export interface TitleTranslationView {
  language: string;
  title: string;
  provenance: "moderator" | "machine";
  stale: boolean;
}

/**
 * An incident's title in the page's language when a fresh translation exists, labelled with who made it
 * and from which language, with "Show original"; otherwise the original. A stale translation (made from
 * an earlier title) is never shown: the original is (decision 117).
 */
export function TranslatedTitle({
  title,
  titleLanguage,
  translations,
}: {
  title: string;
  titleLanguage: string;
  translations: readonly TitleTranslationView[];
}) {
  const locale = useLocale();
  const t = useT("incident");
  const format = useFormat();
  const [original, setOriginal] = useState(false);
  const translation = translations.find((x) => x.language === locale && !x.stale);
  if (!translation || titleLanguage === locale) return <h1 id="incident-title">{title}</h1>;

  const language = format.language(titleLanguage);
  return (
    <>
      <h1 id="incident-title" lang={original ? titleLanguage : undefined}>
        {original ? title : translation.title}
      </h1>
      <p className="incident-page__translation">
        {translation.provenance === "moderator"
          ? t("incident.translatedByModerator", { language })
          : t("incident.translatedByMachine", { language })}{" "}
        <button
          type="button"
          className="button button--ghost incident-page__original"
          onClick={() => setOriginal(!original)}
          aria-pressed={original}
        >
          {original ? t("incident.showTranslation") : t("incident.showOriginal")}
        </button>
      </p>
    </>
  );
}
