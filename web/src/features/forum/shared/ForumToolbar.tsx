import { Link } from "react-router-dom";
import { useAuth } from "../../auth";
import { useMyBan } from "../../bans";
import { ForumSearchBox } from "../search/ForumSearchBox";
import { useT } from "../../../i18n";

/**
 * The bar above every forum page: search, and 'New Thread' for signed-in users or 'Sign In to Post' for
 * visitors (spec §2, §6); a banned member gets neither (the banner says why). `categoryId` preselects
 * the category of a new thread.
 */
export function ForumToolbar({ categoryId, query }: { categoryId?: string; query?: string }) {
  const t = useT("forum");
  const { user, loading } = useAuth();
  const ban = useMyBan();
  const newThread = categoryId
    ? `/forum/new-thread?category=${encodeURIComponent(categoryId)}`
    : "/forum/new-thread";
  return (
    <div className="forum-toolbar">
      <nav aria-label={t("forum.toolbar.nav")} className="forum-toolbar__nav">
        <Link to="/forum">{t("forum.toolbar.home")}</Link>
      </nav>
      <ForumSearchBox key={query} initial={query} />
      {user ? (
        !ban && (
          <Link to={newThread} className="button button--primary">
            {t("forum.newThread")}
          </Link>
        )
      ) : loading ? null : (
        <Link to="/forum/login" className="button button--primary">
          {t("forum.signInToPost")}
        </Link>
      )}
    </div>
  );
}
