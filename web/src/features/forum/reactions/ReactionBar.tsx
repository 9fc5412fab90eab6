import { lazy, Suspense } from "react";
import { useT, type MessageId } from "../../../i18n";

// members' buttons and the choice of six load for members only: a visitor's first view needs the counts
const MemberReactions = lazy(() => import("./MemberReactions"));

/** The six reaction kinds of the API, in its order, with what a reader sees. */
export const REACTIONS = {
  like: "thread.reaction.like",
  heart: "thread.reaction.heart",
  laugh: "thread.reaction.laugh",
  wow: "thread.reaction.wow",
  sad: "thread.reaction.sad",
  thanks: "thread.reaction.thanks",
} as const satisfies Record<string, MessageId>;

export type ReactionKind = keyof typeof REACTIONS;
export interface Reaction {
  kind: ReactionKind;
  count: number;
  reacted: boolean;
}

/**
 * A reaction's picture (thread.css draws it: a Twemoji image the site serves, so it shows on systems with
 * no emoji font); its name is its text, so a button's name is what it shows ("Like 2").
 */
export function ReactionImage({ kind }: { kind: ReactionKind }) {
  const t = useT("thread");
  return (
    <span className={`reaction__image reaction__image--${kind}`} role="img" aria-label={t(REACTIONS[kind])} />
  );
}

/**
 * The reactions a post has, with their counts; signed-in readers toggle theirs and add others
 * (MemberReactions), and see the counts meanwhile.
 */
export function ReactionBar({
  postId,
  reactions,
  canReact,
}: {
  postId: string;
  /** all six kinds, in the API's order */
  reactions: Reaction[];
  /** Signed-in readers toggle; visitors only see the counts. */
  canReact: boolean;
}) {
  const t = useT("thread");
  const given = reactions.filter(({ count }) => count > 0);
  const counts = (
    <div className="reactions" role="group" aria-label={t("thread.reactions")}>
      {given.map(({ kind, count }) => (
        <span key={kind} className="reaction reaction--static" title={t(REACTIONS[kind])}>
          <ReactionImage kind={kind} /> {count}
        </span>
      ))}
    </div>
  );
  if (!canReact) return given.length > 0 ? counts : null;
  return (
    <Suspense fallback={counts}>
      <MemberReactions postId={postId} reactions={reactions} />
    </Suspense>
  );
}
