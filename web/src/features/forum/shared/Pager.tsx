import { Link } from "react-router-dom";
import { pageWindow } from "./pageWindow";

interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page, keeping the page's other parameters. */
  hrefFor(page: number): string;
  label?: string;
}

/** Previous, numbered pages with gaps, Next; nothing for a single page. */
export function Pager({ page, pageCount, hrefFor, label = "Pages" }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="forum-pager" aria-label={label}>
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev">
          Previous
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
            aria-label={`Page ${number}`}
          >
            {number}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
