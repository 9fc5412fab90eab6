import { useRef, useState } from "react";
import type { CaptchaHandle } from "./Captcha";
import type { CaptchaFieldProps } from "./CaptchaField";

export interface CaptchaAnswer {
  /** The token to send: "" until the captcha is solved, and again once the answer lapses. */
  token: string;
  /** Spread onto the form's CaptchaField. */
  field: Pick<CaptchaFieldProps, "ref" | "onVerify" | "onLapse">;
  /** A captcha answer is accepted once, so after an attempt the next one needs a fresh answer. */
  startOver(): void;
}

/** A form's single-use captcha answer; `onVerified` lets the form drop its message about the captcha. */
export function useCaptchaAnswer(onVerified: () => void): CaptchaAnswer {
  const ref = useRef<CaptchaHandle>(null);
  const [token, setToken] = useState("");
  return {
    token,
    field: {
      ref,
      onVerify(answer) {
        setToken(answer);
        onVerified();
      },
      onLapse: () => setToken(""),
    },
    startOver() {
      setToken("");
      ref.current?.reset();
    },
  };
}
