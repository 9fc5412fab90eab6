import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { deletePostMutation } from "../data/forum.graphql";
import { forumErrorText } from "../data/forumErrors";
import { afterForumMutation } from "../data/forumMutations";

/** Delete, with a confirmation step; the post becomes a tombstone and keeps its place. */
export function DeletePostButton({ postId }: { postId: string }) {
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
      setFailure(forumErrorText(error));
    }
  };

  if (!confirming)
    return (
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => setConfirming(true)}
      >
        Delete
      </button>
    );
  return (
    <span className="post__confirm" role="group" aria-label="Confirm deletion">
      <span>Delete this post?</span>
      <button
        type="button"
        className="button button--small button--primary"
        disabled={loading}
        onClick={() => void confirm()}
      >
        {loading ? "Deleting..." : "Yes, delete"}
      </button>
      <button type="button" className="button button--small" onClick={() => setConfirming(false)}>
        Cancel
      </button>
      {failure && (
        <span className="field__error" role="alert">
          {failure}
        </span>
      )}
    </span>
  );
}
