import { useApolloClient } from "@apollo/client/react";
import { useId, useState, type Ref } from "react";
import { renderMarkdownQuery } from "../data/forum.graphql";
import { useMessageText, useT } from "../../../i18n";

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
  rows?: number;
}

type Preview =
  { state: "idle" } | { state: "loading" } | { state: "ready"; html: string } | { state: "failed" };

/**
 * A Markdown text area with a Preview tab rendered by the server's own renderer (renderMarkdown), so the
 * preview is exactly what the post will look like, and sanitised the same way.
 */
export function MarkdownEditor({ label, value, onChange, error, ref, rows = 8 }: MarkdownEditorProps) {
  const t = useT("thread");
  const messageText = useMessageText();
  const id = useId();
  const client = useApolloClient();
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<Preview>({ state: "idle" });

  const showPreview = async () => {
    setPreviewing(true);
    setPreview({ state: "loading" });
    try {
      const { data } = await client.query({
        query: renderMarkdownQuery,
        variables: { markdown: value },
        fetchPolicy: "no-cache",
      });
      setPreview({ state: "ready", html: data?.renderMarkdown ?? "" });
    } catch {
      setPreview({ state: "failed" });
    }
  };

  return (
    <div className="field markdown-editor">
      <div className="markdown-editor__bar">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <div className="markdown-editor__tabs">
          <button
            type="button"
            className="button button--small button--ghost"
            aria-pressed={!previewing}
            onClick={() => setPreviewing(false)}
          >
            {t("thread.editor.write")}
          </button>
          <button
            type="button"
            className="button button--small button--ghost"
            aria-pressed={previewing}
            onClick={() => void showPreview()}
          >
            {t("thread.editor.preview")}
          </button>
        </div>
      </div>
      <textarea
        ref={ref}
        id={id}
        className="field__input markdown-editor__input"
        rows={rows}
        value={value}
        hidden={previewing}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {previewing && (
        <div
          className="markdown-editor__preview post__content"
          aria-label={t("thread.editor.preview")}
          role="region"
          aria-live="polite"
        >
          {preview.state === "loading" && <p className="forum-empty">{t("thread.editor.rendering")}</p>}
          {preview.state === "failed" && <p className="forum-empty">{t("thread.editor.previewFailed")}</p>}
          {preview.state === "ready" &&
            (preview.html ? (
              // the server's sanitised rendering of this text
              <div dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <p className="forum-empty">{t("thread.editor.nothing")}</p>
            ))}
        </div>
      )}
      <p id={`${id}-hint`} className="markdown-editor__hint">
        {t("thread.editor.hint")}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}
