import { useState, type FormEvent } from "react";
import { useT } from "../../i18n";

interface ListSearchProps {
  /** The search box's label. */
  label: string;
  /** The search the list shows, as in the address. */
  query: string;
  /** Called with the trimmed text when the form is sent. */
  onSearch(query: string): void;
  /** How many match, once the list has loaded. */
  total: number | undefined;
  /** How many the list holds, in words ("3 members"). */
  counted(total: number): string;
  /** The list could not be loaded. */
  failed: boolean;
}

/** The head of a searchable admin list: the search form, how many match, or that the list did not load. */
export function ListSearch({ label, query, onSearch, total, counted, failed }: ListSearchProps) {
  const t = useT("admin");
  const [text, setText] = useState(query);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <>
      <form className="reviewed__search" role="search" onSubmit={search}>
        <label className="field">
          <span className="field__label">{label}</span>
          <input
            className="field__input"
            type="search"
            maxLength={200}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {t("admin.search.submit")}
        </button>
      </form>
      {total !== undefined && (
        <p>{query ? t("admin.search.matching", { found: counted(total), query }) : counted(total)}</p>
      )}
      {failed && <p role="alert">{t("admin.search.failed")}</p>}
    </>
  );
}
