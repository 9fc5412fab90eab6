import { TextField } from "./TextField";

/** A read-only value to copy (a feed's address, a secret shown once), selected whole when focused. */
export function CopyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} type="text" readOnly value={value} onFocus={(e) => e.target.select()} />;
}
