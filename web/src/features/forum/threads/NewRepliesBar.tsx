import { Link } from "react-router-dom";

/** Replies written since the page was opened that are on a later page: a bar that jumps to them. */
export function NewRepliesBar({ count, to }: { count: number; to: string }) {
  if (count === 0) return null;
  return (
    <p className="thread__new-replies" role="status">
      <Link to={to}>{count === 1 ? "1 new reply" : `${count.toLocaleString("en")} new replies`} — show</Link>
    </p>
  );
}
