import { useApolloClient, useMutation } from "@apollo/client/react";
import { postBodyError } from "@incident-watch/schema";
import { useState, type FormEvent, type Ref } from "react";
import { useNavigate } from "react-router-dom";
import { FormMessage } from "../../../components/FormMessage";
import { SubmitButton } from "../../../components/SubmitButton";
import { createPostMutation } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { afterForumMutation } from "../data/forumMutations";
import { threadUrl } from "../posts/quoteLinks";
import { MarkdownEditor } from "./MarkdownEditor";
import { PostLanguageSelect } from "./PostLanguageSelect";
import { useLocale, useT } from "../../../i18n";

interface ReplyBoxProps {
  threadId: string;
  draft: string;
  onDraftChange(draft: string): void;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The reply form under a thread; on success it goes to the new post, highlighted. */
export function ReplyBox({ threadId, draft, onDraftChange, textareaRef }: ReplyBoxProps) {
  const t = useT("thread");
  const errorText = useForumErrorText();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [language, setLanguage] = useState<string>(useLocale());
  const [createPost, { loading }] = useMutation(createPostMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = postBodyError(draft);
    setFieldError(problem);
    if (problem) return;
    // never queued to post later: the reply stays in the box until the member posts it again online
    if (!navigator.onLine) return setFailure(t("thread.offlineNotSent"));
    setFailure(null);
    try {
      const { data } = await createPost({ variables: { input: { threadId, body: draft, language } } });
      onDraftChange("");
      await afterForumMutation(client);
      if (data)
        void navigate(threadUrl(threadId, { page: data.createPost.page, highlight: data.createPost.id }));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <form
      className="reply-box forum-section"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="reply-title"
    >
      <h2 id="reply-title">{t("thread.reply")}</h2>
      <MarkdownEditor
        ref={textareaRef}
        label={t("thread.yourReply")}
        value={draft}
        onChange={onDraftChange}
        error={fieldError}
      />
      <PostLanguageSelect value={language} onChange={setLanguage} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <SubmitButton busy={loading} busyLabel={t("thread.posting")}>
        {t("thread.postReply")}
      </SubmitButton>
    </form>
  );
}
