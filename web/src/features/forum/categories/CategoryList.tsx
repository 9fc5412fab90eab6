import { Link } from "react-router-dom";
import type { ForumCategory } from "../data/forumModel";
import { useT } from "../../../i18n";

/** The forum's categories with their counts, or spec §2's empty text. */
export function CategoryList({ categories }: { categories: ForumCategory[] }) {
  const t = useT("forum");
  return (
    <section className="forum-section" aria-labelledby="forum-categories-title">
      <h2 id="forum-categories-title">{t("forum.categories")}</h2>
      {categories.length === 0 ? (
        <p className="forum-empty">{t("forum.noCategories")}</p>
      ) : (
        <ul className="category-list">
          {categories.map((category) => (
            <li key={category.id} className="category-list__item">
              <Link to={`/forum/category/${encodeURIComponent(category.id)}`} className="category-list__name">
                {category.name}
              </Link>
              {category.description && <p className="category-list__description">{category.description}</p>}
              <p className="category-list__counts">
                {t("forum.category.counts", { threads: category.threadCount, posts: category.postCount })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
