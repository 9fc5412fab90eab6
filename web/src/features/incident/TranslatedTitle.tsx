import { useState } from "react";
import { useFormat, useLocale, useT } from "../../i18n";
import "./TranslatedTitle.css";

export interface TitleTranslationView {
  language: string;
  title: string;
  provenance: "moderator" | "machine";
  stale: boolean;
}

/**
 * An incident's title in the page's language when a fresh translation exists, labelled with who made it
 * and from which language, with "Show original"; otherwise the original. A stale translation (made from
 * an earlier title) is never shown: the original is (decision 117). The incident page's heading by
 * default; a popup gives its own element and class.
 */
export function TranslatedTitle({
  title,
  titleLanguage,
  translations,
  as: Heading = "h1",
  id = "incident-title",
  className,
}: {
  title: string;
  titleLanguage: string;
  translations: readonly TitleTranslationView[];
  as?: "h1" | "h2" | "p";
  id?: string;
  className?: string;
}) {
  const locale = useLocale();
  const t = useT("incident");
  const format = useFormat();
  const [original, setOriginal] = useState(false);
  const translation = translations.find((x) => x.language === locale && !x.stale);
  if (!translation || titleLanguage === locale)
    return (
      <Heading id={id} className={className}>
        {title}
      </Heading>
    );

  const language = format.language(titleLanguage);
  return (
    <>
      <Heading id={id} className={className} lang={original ? titleLanguage : undefined}>
        {original ? title : translation.title}
      </Heading>
      <p className="translated-title__label">
        {translation.provenance === "moderator"
          ? t("incident.translatedByModerator", { language })
          : t("incident.translatedByMachine", { language })}{" "}
        <button
          type="button"
          className="button button--ghost translated-title__original"
          onClick={() => setOriginal(!original)}
          aria-pressed={original}
        >
          {original ? t("incident.showTranslation") : t("incident.showOriginal")}
        </button>
      </p>
    </>
  );
}
