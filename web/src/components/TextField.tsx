import { useId, type InputHTMLAttributes, type Ref } from "react";
import { useMessageText, type Shown } from "../i18n";
import "./forms.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "children"> {
  label: string;
  /** The field's validation message; marks the input invalid and is read with it. */
  error?: Shown;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose error message is tied to it for assistive technology; a shared validation text
 * shows in the page's language.
 */
export function TextField({ label, error, ref, className, ...input }: TextFieldProps) {
  const messageText = useMessageText();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field__error">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}

/** Moves focus to the first invalid input of a form, after React has marked it. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
