import type { ReactNode } from "react";

export interface SubmitButtonProps {
  /** While the call runs the button is disabled and says `busyLabel` instead of its label. */
  busy: boolean;
  busyLabel: string;
  /** Disabled outside the call too, e.g. while moving on after a success. */
  disabled?: boolean;
  children: ReactNode;
}

/** A form's primary submit button. */
export function SubmitButton({ busy, busyLabel, disabled = false, children }: SubmitButtonProps) {
  return (
    <button className="button button--primary" type="submit" disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
