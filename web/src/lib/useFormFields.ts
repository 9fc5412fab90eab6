import type { ShownErrors } from "./callFailure";
import { useState, type ChangeEvent } from "react";

/**
 * A form's text values and error messages, and field(name): the props that bind one TextField to both.
 * `Extra` names errors shown by something other than a text field (a captcha).
 */
export function useFormFields<Values extends Record<string, string>, Extra extends string = never>(
  initial: Values,
) {
  type Name = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ShownErrors<Name | Extra>>({});
  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
  });
  return { values, setValues, errors, setErrors, field };
}
