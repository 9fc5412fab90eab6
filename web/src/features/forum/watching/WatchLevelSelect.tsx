import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import type { WatchLevel } from "../../../gql/graphql";
import { useT, type MessageId } from "../../../i18n";
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

/**
 * Watching, Normal or Muted for a thread or a category, for a signed-in member (decision 164): what the
 * bell tells them of it, said under the choice. Read apart from the page's shared answer, in its own chunk.
 */
export function WatchLevelSelect({ kind, id }: { kind: Watched; id: string }) {
  const t = useT("forum");
  const selectId = useId();
  const [failed, setFailed] = useState(false);
  const thread = useQuery(threadWatchLevelQuery, { variables: { id }, skip: kind !== "thread" });
  const category = useQuery(categoryWatchLevelQuery, { variables: { id }, skip: kind !== "category" });
  const [setThreadLevel, threadSetting] = useMutation(setThreadWatchLevelMutation);
  const [setCategoryLevel, categorySetting] = useMutation(setCategoryWatchLevelMutation);
  const level = kind === "thread" ? thread.data?.thread?.watchLevel : category.data?.category?.watchLevel;
  if (!level) return null;
  const words = WORDS[kind];
  const choose = async (chosen: WatchLevel) => {
    setFailed(false);
    const set = kind === "thread" ? setThreadLevel : setCategoryLevel;
    // the answer carries the level, which the cache shows at once; a refusal leaves the last one chosen
    await set({ variables: { id, level: chosen } }).catch(() => setFailed(true));
  };
  return (
    <div className="watch-level">
      <label htmlFor={selectId} className="watch-level__label">
        {t(words.label)}
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
