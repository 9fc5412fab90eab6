import { useMutation } from "@apollo/client/react";
import { LOCALES } from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { useFormat, useT, type Shown } from "../../i18n";
import { setTitleTranslationMutation } from "./admin.graphql";
import { reviewFailure } from "./reviewFailure";

interface Translation {
  language: string;
  title: string;
  provenance: "moderator" | "machine";
  stale: boolean;
}

/**
 * The title's translations, and a moderator's own into one of the site's languages (decision 117): the
 * review queue and the incident page show it to staff. A stale one was made from an earlier title.
 */
export function TitleTranslationForm({
  id,
  titleLanguage,
  translations,
}: {
  id: string;
  titleLanguage: string;
  translations: readonly Translation[];
}) {
  const t = useT("admin");
  // named in the reader's language, as the sentences around them are ("angielski", not "English")
  const languageName = useFormat().language;
  const others = LOCALES.filter((code) => code !== titleLanguage);
  const [language, setLanguage] = useState<string>(others[0]!);
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: Shown } | null>(null);
  const [save, { loading }] = useMutation(setTitleTranslationMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    try {
      await save({ variables: { id, language, title } });
      setTitle("");
      setMessage({
        tone: "success",
        text: t("admin.translations.saved", { language: languageName(language) }),
      });
    } catch (error) {
      setMessage({ tone: "error", text: reviewFailure(error, t) });
    }
  }

  return (
    <details className="title-translations">
      <summary>
        {t("admin.translations.summary", {
          count: translations.length,
          language: languageName(titleLanguage),
        })}
      </summary>
      {translations.length > 0 && (
        <ul className="title-translations__list">
          {translations.map((translation) => (
            <li key={translation.language}>
              <strong>{languageName(translation.language)}</strong>:{" "}
              <span lang={translation.language}>{translation.title}</span> (
              {t(
                translation.provenance === "moderator"
                  ? "admin.translations.byModerator"
                  : "admin.translations.byMachine",
              )}
              {translation.stale ? `, ${t("admin.translations.stale")}` : ""})
            </li>
          ))}
        </ul>
      )}
      <form className="title-translations__form" onSubmit={(event) => void onSubmit(event)}>
        <label className="field">
          <span className="field__label">{t("admin.translations.language")}</span>
          <select className="field__input" value={language} onChange={(e) => setLanguage(e.target.value)}>
            {others.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("admin.translations.title")}</span>
          <input
            className="field__input"
            name="translatedTitle"
            lang={language}
            value={title}
            maxLength={300}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <button type="submit" className="button" disabled={loading}>
          {t("admin.translations.save")}
        </button>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      </form>
    </details>
  );
}
