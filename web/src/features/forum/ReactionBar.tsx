import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { toggleReactionMutation } from "./forum.graphql";
import { forumErrorText } from "./forumErrors";
import { afterForumMutation } from "./forumMutations";

/** The six reaction kinds of the API, in its order, with what a reader sees. */
export const REACTIONS = {
  like: { symbol: "👍", label: "Like" },
  heart: { symbol: "❤️", label: "Love" },
  laugh: { symbol: "😂", label: "Laugh" },
  wow: { symbol: "😮", label: "Wow" },
  sad: { symbol: "😢", label: "Sad" },
  thanks: { symbol: "🙏", label: "Thanks" },
} as const;

export type ReactionKind = keyof typeof REACTIONS;

interface ReactionBarProps {
  postId: string;
  reactions: { kind: ReactionKind; count: number; reacted: boolean }[];
  /** Signed-in readers toggle; visitors only see the counts. */
  canReact: boolean;
}

/** Counts per kind; a signed-in reader's own reactions are pressed buttons. */
export function ReactionBar({ postId, reactions, canReact }: ReactionBarProps) {
  const client = useApolloClient();
  const [toggle, { loading }] = useMutation(toggleReactionMutation);
  const [error, setError] = useState<string | null>(null);

  const react = async (kind: ReactionKind) => {
    setError(null);
    try {
      await toggle({ variables: { postId, kind } });
      await afterForumMutation(client);
    } catch (failure) {
      setError(forumErrorText(failure));
    }
  };

  return (
    <div className="reactions" role="group" aria-label="Reactions">
      {reactions.map(({ kind, count, reacted }) => {
        const { symbol, label } = REACTIONS[kind];
        const name = `${label} (${count})`;
        return canReact ? (
          <button
            key={kind}
            type="button"
            className="reaction"
            aria-pressed={reacted}
            aria-label={name}
            title={label}
            disabled={loading}
            onClick={() => void react(kind)}
          >
            <span aria-hidden="true">{symbol}</span> {count > 0 && <span aria-hidden="true">{count}</span>}
          </button>
        ) : count > 0 ? (
          <span key={kind} className="reaction reaction--static" role="img" aria-label={name} title={label}>
            {symbol} {count}
          </span>
        ) : null;
      })}
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
