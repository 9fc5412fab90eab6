import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useFormat, useLocale, useT } from "../../../i18n";
import { useForumErrorText } from "../data/useForumErrorText";
import { PostContent } from "./PostContent";
import { translatePostMutation } from "./translation.graphql";
import "./PostTranslation.css";

interface PostTranslationProps {
  postId: string;
  html: string;
  /** The post's own language, not the page's. */
  language: string;
}

/**
 * A post in another language than the page's, with "Translate": the site's machine translation service
 * puts it in the reader's language, labelled as such, with "Show original" (decision 129). Loaded only
 * when the site has a service and such a post is on the page.
 */
export function PostTranslation({ postId, html, language }: PostTranslationProps) {
  const t = useT("translation");
  const errorText = useForumErrorText();
  const format = useFormat();
  const locale = useLocale();
  const [translate, { data, loading }] = useMutation(translatePostMutation);
  const [original, setOriginal] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // a translation into another language (the page's was switched since) is not shown
  const translation = data?.translatePost.language === locale ? data.translatePost : null;

  const ask = async () => {
    setFailure(null);
    setOriginal(false);
    try {
      await translate({ variables: { postId, language: locale } });
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const shown = translation && !original;
  return (
    <>
      {/* the translation is rendered and sanitised by the server as posts are */}
      <PostContent
        html={shown ? translation.html : html}
        language={shown ? translation.language : language}
      />
      <p className="post-translation" aria-live="polite">
        {translation ? (
          <>
            {shown && `${t("translation.byMachine", { language: format.language(language) })} `}
            <button
              type="button"
              className="button button--small button--ghost"
              aria-pressed={original}
              onClick={() => setOriginal(!original)}
            >
              {original ? t("translation.showTranslation") : t("translation.showOriginal")}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={loading}
            onClick={() => void ask()}
          >
            {loading ? t("translation.translating") : t("translation.translate")}
          </button>
        )}
        {failure && <span className="post-translation__failure">{` ${failure}`}</span>}
      </p>
    </>
  );
}
