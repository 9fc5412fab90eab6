import { useState, type FormEvent } from "react";

interface ListSearchProps {
  /** The search box's label. */
  label: string;
  /** The search the list shows, as in the address. */
  query: string;
  /** Called with the trimmed text when the form is sent. */
  onSearch(query: string): void;
  /** How many match, once the list has loaded. */
  total: number | undefined;
  /** What the list holds, in the singular ("member"). */
  noun: string;
  /** The list could not be loaded. */
  failed: boolean;
}

/** The head of a searchable admin list: the search form, how many match, or that the list did not load. */
export function ListSearch({ label, query, onSearch, total, noun, failed }: ListSearchProps) {
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
          Search
        </button>
      </form>
      {total !== undefined && (
        <p>
          {total} {noun}
          {total === 1 ? "" : "s"}
          {query ? ` matching “${query}”` : ""}
        </p>
      )}
      {failed && <p role="alert">The list could not be loaded.</p>}
    </>
  );
}
