import { Link } from "react-router-dom";
import type { ForumCategory } from "../data/forumModel";

/** The forum's categories with their counts, or spec §2's empty text. */
export function CategoryList({ categories }: { categories: ForumCategory[] }) {
  return (
    <section className="forum-section" aria-labelledby="forum-categories-title">
      <h2 id="forum-categories-title">Categories</h2>
      {categories.length === 0 ? (
        <p className="forum-empty">No categories have been established yet. Please check back later.</p>
      ) : (
        <ul className="category-list">
          {categories.map((category) => (
            <li key={category.id} className="category-list__item">
              <Link to={`/forum/category/${encodeURIComponent(category.id)}`} className="category-list__name">
                {category.name}
              </Link>
              {category.description && <p className="category-list__description">{category.description}</p>}
              <p className="category-list__counts">
                {category.threadCount.toLocaleString("en")}{" "}
                {category.threadCount === 1 ? "thread" : "threads"} ·{" "}
                {category.postCount.toLocaleString("en")} {category.postCount === 1 ? "post" : "posts"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
