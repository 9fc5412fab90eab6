import type { ForumStats } from "../data/forumModel";
import { useFormat, useT, type MessageId } from "../../../i18n";

const ROWS: [keyof ForumStats, MessageId][] = [
  ["totalThreads", "forum.stats.totalThreads"],
  ["totalPosts", "forum.stats.totalPosts"],
  ["totalUsers", "forum.stats.totalUsers"],
  ["onlineUsers", "forum.stats.onlineUsers"],
];

/** Spec §2: Forum Statistics. */
export function ForumStatsPanel({ stats }: { stats: ForumStats }) {
  const t = useT("forum");
  const format = useFormat();
  return (
    <section className="forum-section forum-stats" aria-labelledby="forum-stats-title">
      <h2 id="forum-stats-title">{t("forum.stats.title")}</h2>
      <dl className="forum-stats__list">
        {ROWS.map(([key, label]) => (
          <div key={key} className="forum-stats__row">
            <dt>{t(label)}</dt>
            <dd>{format.number(stats[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
