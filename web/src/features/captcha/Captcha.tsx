import { useQuery } from "@apollo/client/react";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { useMessageText, useT } from "../../i18n";
import { AltchaCaptcha } from "./AltchaCaptcha";
import { captchaConfigQuery } from "./captcha.graphql";
import type { CaptchaHandle } from "./captchaHandle";
import { captchaTexts } from "./captchaTexts";

export type { CaptchaHandle };
import { RecaptchaCaptcha } from "./RecaptchaCaptcha";
import "./Captcha.css";

/** What a form can do with its captcha: start over after a failed submission (tokens are single-use). */
export interface CaptchaProps {
  ref?: Ref<CaptchaHandle>;
  onVerify(token: string): void;
  onExpire?(): void;
  onError?(message: string): void;
  /** The widget started (true) or stopped (false) working on its puzzle, so the form can hold its words. */
  onWorking?(working: boolean): void;
}

/**
 * The captcha the server verifies: Google reCAPTCHA when the server has keys, else the self-hosted
 * proof-of-work widget. It shows its own load, error and expiry messages (spec §8) and tells the form.
 */
export function Captcha({ ref, onVerify, onExpire, onError, onWorking }: CaptchaProps) {
  const t = useT("app");
  const messageText = useMessageText();
  const { data, error } = useQuery(captchaConfigQuery);
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const widget = useRef<CaptchaHandle>(null);
  const config = data?.captcha;

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        setMessage(null);
        setWorking(false);
        widget.current?.reset();
      },
    }),
    [],
  );

  const loadFailed = error ? captchaTexts("altcha").loadFailed : null;
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (loadFailed) onErrorRef.current?.(loadFailed);
  }, [loadFailed]);

  const handlers = {
    onVerify(token: string) {
      setMessage(null);
      onVerify(token);
    },
    onExpire(text: string) {
      setMessage(text);
      onExpire?.();
    },
    onError(text: string) {
      setMessage(text);
      onError?.(text);
    },
    onWorking(now: boolean) {
      setWorking(now);
      // a new attempt makes the last one's message stale
      if (now) setMessage(null);
      onWorking?.(now);
    },
  };

  const shown = working ? null : (loadFailed ?? message);
  return (
    <div className="captcha">
      {config?.provider === "recaptcha" && config.siteKey ? (
        <RecaptchaCaptcha ref={widget} siteKey={config.siteKey} {...handlers} />
      ) : config?.provider === "altcha" && config.challengeUrl ? (
        <AltchaCaptcha ref={widget} challengeUrl={config.challengeUrl} {...handlers} />
      ) : config ? (
        <p className="captcha__message" role="alert">
          {messageText(captchaTexts(config.provider).initFailed)}
        </p>
      ) : null}
      {!config && !error && <p className="captcha__loading">{t("app.captcha.loading")}</p>}
      {working && (
        <div className="captcha__progress" role="status">
          <progress aria-label={t("app.captcha.inProgress")} />
          <span>{t("app.captcha.verifying")}</span>
        </div>
      )}
      {shown && (
        <p className="captcha__message" role="alert">
          {messageText(shown)}
        </p>
      )}
    </div>
  );
}
