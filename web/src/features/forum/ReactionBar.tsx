import { useApolloClient, useMutation } from "@apollo/client/react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { toggleReactionMutation } from "./forum.graphql";
import { forumErrorText } from "./forumErrors";
import { afterForumMutation } from "./forumMutations";

// the full set opens on demand: most readers never pick a new reaction
const ReactionPicker = lazy(() => import("./ReactionPicker"));

/** The six reaction kinds of the API, in its order, with what a reader sees. */
export const REACTIONS = {
  like: "Like",
  heart: "Love",
  laugh: "Laugh",
  wow: "Wow",
  sad: "Sad",
  thanks: "Thanks",
} as const;

export type ReactionKind = keyof typeof REACTIONS;

interface ReactionBarProps {
  postId: string;
  reactions: { kind: ReactionKind; count: number; reacted: boolean }[];
  /** Signed-in readers toggle; visitors only see the counts. */
  canReact: boolean;
}

/**
 * A reaction's picture (thread.css draws it: a Twemoji image the site serves, so it shows on systems with
 * no emoji font); its name is its text, so a button's name is what it shows ("Like 2").
 */
export function ReactionImage({ kind }: { kind: ReactionKind }) {
  return (
    <span className={`reaction__image reaction__image--${kind}`} role="img" aria-label={REACTIONS[kind]} />
  );
}

/**
 * The reactions a post has, with their counts; a signed-in reader's own are pressed buttons, and "Add
 * reaction" offers all six.
 */
export function ReactionBar({ postId, reactions, canReact }: ReactionBarProps) {
  const client = useApolloClient();
  const [toggle, { loading }] = useMutation(toggleReactionMutation);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const closePicker = useCallback(() => {
    setPicking(false);
    addRef.current?.focus();
  }, []);

  const react = async (kind: ReactionKind) => {
    setError(null);
    try {
      await toggle({ variables: { postId, kind } });
      await afterForumMutation(client);
    } catch (failure) {
      setError(forumErrorText(failure));
    }
  };
  const given = reactions.filter(({ count }) => count > 0);
  if (!canReact && given.length === 0) return null;

  return (
    <div className="reactions" role="group" aria-label="Reactions">
      {given.map(({ kind, count, reacted }) =>
        canReact ? (
          <button
            key={kind}
            type="button"
            className="reaction"
            aria-pressed={reacted}
            title={REACTIONS[kind]}
            disabled={loading}
            onClick={() => void react(kind)}
          >
            <ReactionImage kind={kind} /> {count}
          </button>
        ) : (
          <span key={kind} className="reaction reaction--static" title={REACTIONS[kind]}>
            <ReactionImage kind={kind} /> {count}
          </span>
        ),
      )}
      {canReact && (
        <span className="reactions__add">
          <button
            ref={addRef}
            type="button"
            className="reaction reaction--add"
            aria-expanded={picking}
            disabled={loading}
            onClick={() => setPicking((open) => !open)}
          >
            Add reaction
          </button>
          {picking && (
            <Suspense fallback={null}>
              <ReactionPicker
                reactions={reactions}
                onPick={(kind) => {
                  closePicker();
                  void react(kind);
                }}
                onClose={closePicker}
              />
            </Suspense>
          )}
        </span>
      )}
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
