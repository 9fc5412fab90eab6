import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import ReCAPTCHA from "react-google-recaptcha";
import type { CaptchaHandle } from "./captchaHandle";
import { captchaTexts } from "./captchaTexts";

interface RecaptchaCaptchaProps {
  ref?: Ref<CaptchaHandle>;
  siteKey: string;
  onVerify(token: string): void;
  onExpire(message: string): void;
  onError(message: string): void;
}

/** What react-async-script passes to asyncScriptOnLoad (its types declare no argument). */
interface ScriptLoadState {
  loaded?: boolean;
  errored?: boolean;
}

/** How long Google's script may take before the captcha counts as not loaded. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 10_000;

const texts = captchaTexts("recaptcha");

declare global {
  interface Window {
    grecaptcha?: { render?: unknown };
  }
}

/**
 * Google reCAPTCHA v2. react-google-recaptcha never calls onErrored when its script fails to load, so the
 * loader's `errored` flag is read, and a timer checks that `window.grecaptcha` really arrived.
 */
export function RecaptchaCaptcha({ ref, siteKey, onVerify, onExpire, onError }: RecaptchaCaptchaProps) {
  const recaptchaRef = useRef<ReCAPTCHA>(null);
  const settled = useRef(false);
  const callbacks = useRef({ onError });
  useEffect(() => {
    callbacks.current = { onError };
  });

  useImperativeHandle(ref, () => ({ reset: () => recaptchaRef.current?.reset() }), []);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (settled.current) return;
      settled.current = true;
      callbacks.current.onError(window.grecaptcha ? texts.initFailed : texts.loadFailed);
    }, RECAPTCHA_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const onScriptLoad = ((state: ScriptLoadState = {}) => {
    if (settled.current) return;
    settled.current = true;
    if (state.errored) onError(texts.loadFailed);
    else if (typeof window.grecaptcha?.render !== "function") onError(texts.initFailed);
  }) as () => void;

  return (
    <ReCAPTCHA
      ref={recaptchaRef}
      sitekey={siteKey}
      theme="dark"
      asyncScriptOnLoad={onScriptLoad}
      onChange={(token) => (token ? onVerify(token) : onExpire(texts.expired))}
      onExpired={() => onExpire(texts.expired)}
      onErrored={() => onError(texts.error)}
    />
  );
}
