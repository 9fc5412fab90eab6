import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useForumErrorText } from "../data/useForumErrorText";
import { afterForumMutation } from "../data/forumMutations";
import { restorePostMutation } from "./moderation.graphql";
import { useT } from "../../../i18n";

/** Staff bring a deleted post back into its place. */
export function RestorePostButton({ postId }: { postId: string }) {
  const t = useT("thread");
  const errorText = useForumErrorText();
  const client = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [restore, { loading }] = useMutation(restorePostMutation);
  const run = async () => {
    setFailure(null);
    try {
      await restore({ variables: { id: postId } });
      await afterForumMutation(client);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <p className="post__restore">
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={loading}
        onClick={() => void run()}
      >
        {loading ? t("thread.restoring") : t("thread.restorePost")}
      </button>
      {failure && (
        <span className="field__error" role="alert">
          {failure}
        </span>
      )}
    </p>
  );
}
