import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import type { WatchLevel } from "../../gql/graphql";
import { useT, type MessageId } from "../../i18n";
import {
  categoryWatchLevelQuery,
  setCategoryWatchLevelMutation,
  setThreadWatchLevelMutation,
  threadWatchLevelQuery,
} from "./watching.graphql";
import "./watching.css";

export type Watched = "thread" | "category";

/** The levels in the order offered, each with its name. */
const LEVELS: readonly (readonly [WatchLevel, MessageId])[] = [
  ["watching", "forum.watch.watching"],
  ["normal", "forum.watch.normal"],
  ["muted", "forum.watch.muted"],
];

const WORDS: Record<Watched, { label: MessageId; hints: Record<WatchLevel, MessageId> }> = {
  thread: {
    label: "forum.watch.thread",
    hints: {
      watching: "forum.watch.threadWatching",
      normal: "forum.watch.threadNormal",
      muted: "forum.watch.threadMuted",
    },
  },
  category: {
    label: "forum.watch.category",
    hints: {
      watching: "forum.watch.categoryWatching",
      normal: "forum.watch.categoryNormal",
      muted: "forum.watch.categoryMuted",
    },
  },
};

interface Props {
  kind: Watched;
  id: string;
  /** The level as a list already read it from the cache (the settings page): no query of its own. */
  known?: WatchLevel;
  /** The choice's name where "this thread" would not say which (a list). */
  label?: string;
}

/**
 * Watching, Normal or Muted for a thread or a category, for a signed-in member (decision 164): what the
 * bell tells them of it, said under the choice. Read apart from the page's shared answer, in its own chunk.
 */
export function WatchLevelSelect({ kind, id, known, label }: Props) {
  const t = useT("forum");
  const selectId = useId();
  const [failed, setFailed] = useState(false);
  const thread = useQuery(threadWatchLevelQuery, { variables: { id }, skip: !!known || kind !== "thread" });
  const category = useQuery(categoryWatchLevelQuery, {
    variables: { id },
    skip: !!known || kind !== "category",
  });
  const [setThreadLevel, threadSetting] = useMutation(setThreadWatchLevelMutation);
  const [setCategoryLevel, categorySetting] = useMutation(setCategoryWatchLevelMutation);
  const level =
    known ?? (kind === "thread" ? thread.data?.thread?.watchLevel : category.data?.category?.watchLevel);
  if (!level) return null;
  const words = WORDS[kind];
  const choose = async (picked: WatchLevel) => {
    setFailed(false);
    const set = kind === "thread" ? setThreadLevel : setCategoryLevel;
    // the answer carries the level, which the cache shows wherever it is read; a refusal leaves the last one
    await set({ variables: { id, level: picked } }).catch(() => setFailed(true));
  };
  return (
    <div className="watch-level">
      <label htmlFor={selectId} className="watch-level__label">
        {label ?? t(words.label)}
      </label>
      <select
        id={selectId}
        className="field__input watch-level__select"
        value={level}
        disabled={threadSetting.loading || categorySetting.loading}
        aria-describedby={`${selectId}-hint`}
        onChange={(change) => void choose(change.target.value as WatchLevel)}
      >
        {LEVELS.map(([option, name]) => (
          <option key={option} value={option}>
            {t(name)}
          </option>
        ))}
      </select>
      <p id={`${selectId}-hint`} className="watch-level__hint">
        {t(words.hints[level])}
      </p>
      {failed && (
        <p className="watch-level__failed" role="alert">
          {t("forum.watch.failed")}
        </p>
      )}
    </div>
  );
}
