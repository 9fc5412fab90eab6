import type { ForumStats } from "../data/forumModel";

const ROWS: [keyof ForumStats, string][] = [
  ["totalThreads", "Total Threads"],
  ["totalPosts", "Total Posts"],
  ["totalUsers", "Registered Members"],
  ["onlineUsers", "Currently Online"],
];

/** Spec §2: Forum Statistics. */
export function ForumStatsPanel({ stats }: { stats: ForumStats }) {
  return (
    <section className="forum-section forum-stats" aria-labelledby="forum-stats-title">
      <h2 id="forum-stats-title">Forum Statistics</h2>
      <dl className="forum-stats__list">
        {ROWS.map(([key, label]) => (
          <div key={key} className="forum-stats__row">
            <dt>{label}</dt>
            <dd>{stats[key].toLocaleString("en")}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
