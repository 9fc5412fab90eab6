import { useApolloClient, useMutation } from "@apollo/client/react";
import { postBodyError } from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { FormMessage } from "../../../components/FormMessage";
import { SubmitButton } from "../../../components/SubmitButton";
import { editPostMutation } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { afterForumMutation } from "../data/forumMutations";
import { MarkdownEditor } from "./MarkdownEditor";
import { useT } from "../../../i18n";

interface PostEditorProps {
  postId: string;
  markdown: string;
  onDone(): void;
}

/** Edits a post in place; the server keeps the earlier text as a revision. */
export function PostEditor({ postId, markdown, onDone }: PostEditorProps) {
  const t = useT("thread");
  const errorText = useForumErrorText();
  const client = useApolloClient();
  const [body, setBody] = useState(markdown);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [edit, { loading }] = useMutation(editPostMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = postBodyError(body);
    setFieldError(problem);
    if (problem) return;
    setFailure(null);
    try {
      await edit({ variables: { id: postId, body } });
      await afterForumMutation(client);
      onDone();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <form className="post-editor" onSubmit={(event) => void submit(event)} noValidate>
      <MarkdownEditor label={t("thread.editPost")} value={body} onChange={setBody} error={fieldError} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div className="post-editor__actions">
        <SubmitButton busy={loading} busyLabel={t("thread.saving")}>
          {t("thread.save")}
        </SubmitButton>
        <button type="button" className="button" onClick={onDone}>
          {t("thread.cancel")}
        </button>
      </div>
    </form>
  );
}
