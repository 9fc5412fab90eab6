import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { T, useMessageText, useT, type Shown } from "../../i18n";

interface AgeConfirmationProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error?: Shown;
}

/** Spec §1: members are at least 16; the box links the privacy policy that says so (opened beside the form). */
export function AgeConfirmation({ checked, onChange, error }: AgeConfirmationProps) {
  const messageText = useMessageText();
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
          <T ns="auth" id="auth.register.age" components={{ privacy: <PrivacyLink /> }} />
        </label>
      </div>
      {error && (
        <p id="register-age-error" className="field__error">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}

/** The privacy policy, opened beside the form, saying so to a screen reader. */
function PrivacyLink({ children }: { children?: ReactNode }) {
  const t = useT("app");
  return (
    <Link to="/privacy-policy" target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t("app.opensInNewTab")}</span>
    </Link>
  );
}
