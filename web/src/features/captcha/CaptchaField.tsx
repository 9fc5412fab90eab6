import { useState, type Ref } from "react";
import { useMessageText, type Shown } from "../../i18n";
import { Captcha, type CaptchaHandle } from "./Captcha";

export interface CaptchaFieldProps {
  ref?: Ref<CaptchaHandle>;
  /** The form's message about the captcha: not answered yet, or refused by the server. */
  error?: Shown;
  onVerify(token: string): void;
  /** The answer expired or the widget failed: the form has no token any more. */
  onLapse(): void;
}

/**
 * A form's captcha with the form's own message beneath it. While the widget works on its puzzle the
 * message waits: "Verifying…" and "Please complete the verification" never show at once.
 */
export function CaptchaField({ ref, error, onVerify, onLapse }: CaptchaFieldProps) {
  const [working, setWorking] = useState(false);
  const messageText = useMessageText();
  return (
    <div className="field">
      <Captcha ref={ref} onVerify={onVerify} onExpire={onLapse} onError={onLapse} onWorking={setWorking} />
      {error && !working && <p className="field__error">{messageText(error)}</p>}
    </div>
  );
}
