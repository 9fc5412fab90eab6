import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { forumErrorText } from "../data/forumErrors";
import { afterForumMutation } from "../data/forumMutations";
import { restorePostMutation } from "./moderation.graphql";

/** Staff bring a deleted post back into its place. */
export function RestorePostButton({ postId }: { postId: string }) {
  const client = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [restore, { loading }] = useMutation(restorePostMutation);
  const run = async () => {
    setFailure(null);
    try {
      await restore({ variables: { id: postId } });
      await afterForumMutation(client);
    } catch (error) {
      setFailure(forumErrorText(error));
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
        {loading ? "Restoring..." : "Restore post"}
      </button>
      {failure && (
        <span className="field__error" role="alert">
          {failure}
        </span>
      )}
    </p>
  );
}
