import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { deletePostMutation } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { afterForumMutation } from "../data/forumMutations";
import { useT } from "../../../i18n";

/** Delete, with a confirmation step; the post becomes a tombstone and keeps its place. */
export function DeletePostButton({ postId }: { postId: string }) {
  const t = useT("thread");
  const errorText = useForumErrorText();
  const client = useApolloClient();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(deletePostMutation);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove({ variables: { id: postId } });
      await afterForumMutation(client);
      setConfirming(false);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  if (!confirming)
    return (
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => setConfirming(true)}
      >
        {t("thread.delete")}
      </button>
    );
  return (
    <span className="post__confirm" role="group" aria-label={t("thread.confirmDeletion")}>
      <span>{t("thread.deleteQuestion")}</span>
      <button
        type="button"
        className="button button--small button--primary"
        disabled={loading}
        onClick={() => void confirm()}
      >
        {loading ? t("thread.deleting") : t("thread.yesDelete")}
      </button>
      <button type="button" className="button button--small" onClick={() => setConfirming(false)}>
        {t("thread.cancel")}
      </button>
      {failure && (
        <span className="field__error" role="alert">
          {failure}
        </span>
      )}
    </span>
  );
}
