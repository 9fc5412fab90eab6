import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { validateNewThread } from "@incident-watch/schema";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { FormMessage } from "../../../components/FormMessage";
import { SubmitButton } from "../../../components/SubmitButton";
import { TextField, focusFirstInvalid } from "../../../components/TextField";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { useDraft } from "../../../lib/useDraft";
import { useAuth } from "../../auth";
import { BanNotice, useMyBan } from "../../bans";
import { categoryOptionsQuery, createThreadMutation } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { afterForumMutation } from "../data/forumMutations";
import { MarkdownEditor } from "../editor/MarkdownEditor";
import { PostLanguageSelect } from "../editor/PostLanguageSelect";
import { threadUrl } from "../posts/quoteLinks";
import { ForumToolbar } from "../shared/ForumToolbar";
import "../forum.css";
import "../thread.css";
import { useLocale, useMessageText, useT } from "../../../i18n";

type Field = "categoryId" | "title" | "body";

/** /forum/new-thread (signed-in only): category (?category= preselects it), title, first post, preview. */
export function NewThreadPage() {
  const t = useT("forum", "thread");
  const messageText = useMessageText();
  const errorText = useForumErrorText();
  useDocumentTitle(t("forum.newThread"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const selectId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useQuery(categoryOptionsQuery);
  const [categoryId, setCategoryId] = useState(params.get("category") ?? "");
  // drafts are this member's own: another member signing in on the same browser starts afresh
  const member = useAuth().user?.id ?? "visitor";
  const [title, setTitle] = useDraft(`${member}:new-thread:title`);
  const [body, setBody] = useDraft(`${member}:new-thread:body`);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [language, setLanguage] = useState<string>(useLocale());
  const [createThread, { loading }] = useMutation(createThreadMutation);
  const ban = useMyBan();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewThread({ categoryId, title, body });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setFailure(null);
    try {
      const { data } = await createThread({
        variables: { input: { categoryId, title: title.trim(), body, language } },
      });
      setTitle("");
      setBody("");
      await afterForumMutation(client);
      if (data) void navigate(threadUrl(data.createThread.id));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const options = categories.data?.categories ?? [];
  return (
    <div className="forum">
      <ForumToolbar />
      <section className="forum-section" aria-labelledby="new-thread-title">
        <h1 id="new-thread-title" className="forum-page-title">
          {t("forum.newThread")}
        </h1>
        {ban && <BanNotice ban={ban} />}
        <form
          ref={formRef}
          onSubmit={(event) => void submit(event)}
          noValidate
          className="new-thread"
          hidden={!!ban}
        >
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              {t("thread.new.category")}
            </label>
            <select
              id={selectId}
              className="field__input"
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={errors.categoryId ? `${selectId}-error` : undefined}
            >
              <option value="">{t("thread.new.choose")}</option>
              {options.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {errors.categoryId && (
              <p id={`${selectId}-error`} className="field__error">
                {messageText(errors.categoryId)}
              </p>
            )}
          </div>
          <TextField
            label={t("thread.new.title")}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
          />
          <MarkdownEditor
            label={t("thread.new.post")}
            value={body}
            onChange={setBody}
            error={errors.body}
            rows={10}
          />
          <PostLanguageSelect value={language} onChange={setLanguage} />
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <SubmitButton busy={loading} busyLabel={t("thread.new.creating")}>
            {t("thread.new.create")}
          </SubmitButton>
        </form>
      </section>
    </div>
  );
}
