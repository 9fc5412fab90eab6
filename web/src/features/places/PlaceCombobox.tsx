import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useFormat, useT } from "../../i18n";
import { PLACE_TEXT_MAX, usePlaceSearch, type FoundPlace } from "./usePlaceSearch";
import "./places.css";

export interface PlaceComboboxProps {
  label: string;
  /** Read with the field, under it. */
  hint?: string;
  /** Places closer to this point come first (the pin, the map's centre). */
  near?: { latitude: number; longitude: number } | null;
  onChoose(place: FoundPlace): void;
  className?: string;
  /** Taking over from a plain field: its text, and the focus when the member was still in it. */
  takeOver?: { text: string; focused: boolean };
}

/**
 * A field that finds a town or village by the start of its name in the site's own gazetteer (WAI-ARIA
 * combobox with a list: arrows move through the places, Enter chooses, Escape closes the list, then
 * empties the field). Each place shows with its region and its country in the reader's language.
 */
export function PlaceCombobox({
  label,
  hint,
  near = null,
  onChoose,
  className,
  takeOver,
}: PlaceComboboxProps) {
  const t = useT("places");
  const format = useFormat();
  const id = useId();
  const [text, setText] = useState(takeOver?.text ?? "");
  const [open, setOpen] = useState(Boolean(takeOver?.text));
  const input = useRef<HTMLInputElement>(null);
  const takesFocus = Boolean(takeOver?.focused);
  // in the commit that takes the plain field away: a key pressed before a later effect would reach no field
  useLayoutEffect(() => {
    if (takesFocus) input.current?.focus();
  }, [takesFocus]);
  const [active, setActive] = useState(-1);
  const search = usePlaceSearch(open ? text : "", near);
  const places = search.status === "found" ? search.places : [];
  const expanded = open && places.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (place: FoundPlace) => {
    setText(place.name);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = places.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (places.length === 0) return;
      const down = event.key === "ArrowDown";
      setActive((index) => (down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
    } else if (event.key === "Enter" && expanded) {
      // the list's choice, never the form's submission
      event.preventDefault();
      choose(places[Math.max(active, 0)]!);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText("");
      }
    }
  };

  const status =
    !open || !text.trim()
      ? ""
      : search.status === "failed"
        ? t("places.failed")
        : search.status === "found"
          ? places.length
            ? t("places.found", { count: places.length })
            : t("places.none")
          : "";
  const hintId = `${id}-hint`;

  return (
    <div className={["field", "place-combobox", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={PLACE_TEXT_MAX}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={hint ? hintId : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {hint && (
        <p id={hintId} className="place-combobox__hint">
          {hint}
        </p>
      )}
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className="place-combobox__list"
        hidden={!expanded}
      >
        {places.map((place, index) => (
          <li
            key={place.geonameId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="place-combobox__option"
            // chosen before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            <span className="place-combobox__name">{place.name}</span>
            <span className="place-combobox__where">
              {[place.region, format.country(place.country)].filter(Boolean).join(", ")}
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
