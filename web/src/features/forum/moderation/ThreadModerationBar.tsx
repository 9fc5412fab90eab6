import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { FormMessage } from "../../../components/FormMessage";
import { categoryOptionsQuery } from "../data/forum.graphql";
import { forumErrorText } from "../data/forumErrors";
import { afterForumMutation } from "../data/forumMutations";
import {
  deleteThreadMutation,
  lockThreadMutation,
  moveThreadMutation,
  pinThreadMutation,
  restoreThreadMutation,
} from "./moderation.graphql";

interface ThreadModerationBarProps {
  thread: {
    id: string;
    isPinned: boolean;
    isLocked: boolean;
    isDeleted: boolean;
    category?: { id: string } | null;
  };
}

/**
 * Staff tools on the thread page: pin, lock, move, delete and restore. The reason (optional) goes to the
 * audit log with the action.
 */
export function ThreadModerationBar({ thread }: ThreadModerationBarProps) {
  const client = useApolloClient();
  const reasonId = useId();
  const moveId = useId();
  const [reason, setReason] = useState("");
  const [target, setTarget] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const categories = useQuery(categoryOptionsQuery);
  const [pin] = useMutation(pinThreadMutation);
  const [lock] = useMutation(lockThreadMutation);
  const [move] = useMutation(moveThreadMutation);
  const [remove] = useMutation(deleteThreadMutation);
  const [restore] = useMutation(restoreThreadMutation);
  const [busy, setBusy] = useState(false);

  const why = reason.trim() || null;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      await afterForumMutation(client);
      setMessage({ tone: "success", text: done });
      setReason("");
      setConfirmDelete(false);
    } catch (error) {
      setMessage({ tone: "error", text: forumErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const otherCategories = (categories.data?.categories ?? []).filter((c) => c.id !== thread.category?.id);
  const id = thread.id;

  return (
    <section className="thread-moderation" aria-label="Moderation">
      <div className="thread-moderation__row">
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() =>
            void run(
              () => pin({ variables: { id, pinned: !thread.isPinned } }),
              thread.isPinned ? "Thread unpinned." : "Thread pinned.",
            )
          }
        >
          {thread.isPinned ? "Unpin" : "Pin"}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() =>
            void run(
              () => lock({ variables: { id, locked: !thread.isLocked, reason: why } }),
              thread.isLocked ? "Thread unlocked." : "Thread locked.",
            )
          }
        >
          {thread.isLocked ? "Unlock" : "Lock"}
        </button>
        <label className="visually-hidden" htmlFor={moveId}>
          Move to category
        </label>
        <select
          id={moveId}
          className="field__input thread-moderation__select"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <option value="">Move to…</option>
          {otherCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--small"
          disabled={busy || !target}
          onClick={() =>
            void run(async () => {
              await move({ variables: { threadId: id, categoryId: target, reason: why } });
              setTarget("");
            }, "Thread moved.")
          }
        >
          Move
        </button>
        {thread.isDeleted ? (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => void run(() => restore({ variables: { id, reason: why } }), "Thread restored.")}
          >
            Restore thread
          </button>
        ) : confirmDelete ? (
          <span role="group" aria-label="Confirm thread deletion" className="thread-moderation__confirm">
            <span>Delete this thread?</span>
            <button
              type="button"
              className="button button--small button--primary"
              disabled={busy}
              onClick={() => void run(() => remove({ variables: { id, reason: why } }), "Thread deleted.")}
            >
              Yes, delete thread
            </button>
            <button type="button" className="button button--small" onClick={() => setConfirmDelete(false)}>
              Cancel
            </button>
          </span>
        ) : (
          <button type="button" className="button button--small" onClick={() => setConfirmDelete(true)}>
            Delete thread
          </button>
        )}
      </div>
      <div className="field thread-moderation__reason">
        <label className="field__label" htmlFor={reasonId}>
          Reason (optional, kept in the audit log)
        </label>
        <input
          id={reasonId}
          className="field__input"
          value={reason}
          maxLength={1000}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </section>
  );
}
