import { Link } from "react-router-dom";
import { useT } from "../../../i18n";

/** Replies written since the page was opened that are on a later page: a bar that jumps to them. */
export function NewRepliesBar({ count, to }: { count: number; to: string }) {
  const t = useT("forum");
  if (count === 0) return null;
  return (
    <p className="thread__new-replies" role="status">
      <Link to={to}>{t("forum.newReplies", { count })}</Link>
    </p>
  );
}
