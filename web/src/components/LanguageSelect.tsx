import { LOCALE_NAMES, LOCALES } from "@incident-watch/schema";
import { useId } from "react";

interface LanguageSelectProps {
  label: string;
  value: string;
  onChange(language: string): void;
  /** The form field's name, where the form is read by name. */
  name?: string;
  className?: string;
}

/** One of the site's languages, each named in itself (and marked so, for screen readers). */
export function LanguageSelect({ label, value, onChange, name, className }: LanguageSelectProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
