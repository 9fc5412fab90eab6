import { Link } from "react-router-dom";
import { pageWindow } from "./pageWindow";
import { useT } from "../../../i18n";

interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page, keeping the page's other parameters. */
  hrefFor(page: number): string;
  label?: string;
}

/** Previous, numbered pages with gaps, Next; nothing for a single page. */
export function Pager({ page, pageCount, hrefFor, label }: PagerProps) {
  const t = useT("forum");
  if (pageCount <= 1) return null;
  return (
    <nav className="forum-pager" aria-label={label ?? t("forum.pager.label")}>
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev">
          {t("forum.pager.previous")}
        </Link>
      )}
      {pageWindow(page, pageCount).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className="forum-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={number}
            to={hrefFor(number)}
            aria-current={number === page ? "page" : undefined}
            aria-label={t("forum.pager.page", { number })}
          >
            {number}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} rel="next">
          {t("forum.pager.next")}
        </Link>
      )}
    </nav>
  );
}
