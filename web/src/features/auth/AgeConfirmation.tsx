import { Link } from "react-router-dom";

interface AgeConfirmationProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}

/** Spec §1: members are at least 16; the box links the privacy policy that says so (opened beside the form). */
export function AgeConfirmation({ checked, onChange, error }: AgeConfirmationProps) {
  return (
    <div className="field">
      <div className="check-field">
        <input
          id="register-age"
          type="checkbox"
          name="ageConfirmed"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "register-age-error" : undefined}
        />
        <label htmlFor="register-age">
          I am at least 16 years old and have read the{" "}
          <Link to="/privacy-policy" target="_blank" rel="noopener noreferrer">
            Privacy Policy <span className="visually-hidden">(opens in a new tab)</span>
          </Link>
          .
        </label>
      </div>
      {error && (
        <p id="register-age-error" className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
