import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { FormMessage } from "../../../components/FormMessage";
import { categoryOptionsQuery } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { afterForumMutation } from "../data/forumMutations";
import {
  deleteThreadMutation,
  lockThreadMutation,
  moveThreadMutation,
  pinThreadMutation,
  restoreThreadMutation,
} from "./moderation.graphql";
import { useT } from "../../../i18n";

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
  const t = useT("thread");
  const errorText = useForumErrorText();
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
      setMessage({ tone: "error", text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const otherCategories = (categories.data?.categories ?? []).filter((c) => c.id !== thread.category?.id);
  const id = thread.id;

  return (
    <section className="thread-moderation" aria-label={t("thread.mod.label")}>
      <div className="thread-moderation__row">
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() =>
            void run(
              () => pin({ variables: { id, pinned: !thread.isPinned } }),
              thread.isPinned ? t("thread.mod.unpinned") : t("thread.mod.pinned"),
            )
          }
        >
          {thread.isPinned ? t("thread.mod.unpin") : t("thread.mod.pin")}
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() =>
            void run(
              () => lock({ variables: { id, locked: !thread.isLocked, reason: why } }),
              thread.isLocked ? t("thread.mod.unlocked") : t("thread.mod.lockedDone"),
            )
          }
        >
          {thread.isLocked ? t("thread.mod.unlock") : t("thread.mod.lock")}
        </button>
        <label className="visually-hidden" htmlFor={moveId}>
          {t("thread.mod.moveLabel")}
        </label>
        <select
          id={moveId}
          className="field__input thread-moderation__select"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <option value="">{t("thread.mod.moveTo")}</option>
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
            }, t("thread.mod.moved"))
          }
        >
          {t("thread.mod.move")}
        </button>
        {thread.isDeleted ? (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() =>
              void run(() => restore({ variables: { id, reason: why } }), t("thread.mod.restored"))
            }
          >
            {t("thread.mod.restore")}
          </button>
        ) : confirmDelete ? (
          <span
            role="group"
            aria-label={t("thread.mod.confirmDelete")}
            className="thread-moderation__confirm"
          >
            <span>{t("thread.mod.deleteQuestion")}</span>
            <button
              type="button"
              className="button button--small button--primary"
              disabled={busy}
              onClick={() =>
                void run(() => remove({ variables: { id, reason: why } }), t("thread.mod.deleted"))
              }
            >
              {t("thread.mod.yesDelete")}
            </button>
            <button type="button" className="button button--small" onClick={() => setConfirmDelete(false)}>
              {t("thread.cancel")}
            </button>
          </span>
        ) : (
          <button type="button" className="button button--small" onClick={() => setConfirmDelete(true)}>
            {t("thread.mod.delete")}
          </button>
        )}
      </div>
      <div className="field thread-moderation__reason">
        <label className="field__label" htmlFor={reasonId}>
          {t("thread.mod.reason")}
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
