import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
// the box's look comes with it, whichever page is loaded first
import "../../../components/forms.css";
import { useT } from "../../../i18n";

/** The forum's search box; it opens /forum/search with the words typed. */
export function ForumSearchBox({ initial = "" }: { initial?: string }) {
  const t = useT("forum");
  const [query, setQuery] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    if (words) void navigate(`/forum/search?q=${encodeURIComponent(words)}`);
  };
  return (
    <form role="search" className="forum-search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="forum-search-input">
        {t("forum.search.label")}
      </label>
      <input
        id="forum-search-input"
        type="search"
        className="field__input forum-search__input"
        placeholder={t("forum.search.label")}
        value={query}
        maxLength={200}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button">
        {t("forum.search.button")}
      </button>
    </form>
  );
}
