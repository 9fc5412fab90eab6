import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import type { CaptchaHandle } from "./captchaHandle";
import { useLocale } from "../../i18n";
import { loadWidgetLanguage } from "./altchaLanguages";
import { captchaTexts } from "./captchaTexts";

interface AltchaCaptchaProps {
  ref?: Ref<CaptchaHandle>;
  challengeUrl: string;
  onVerify(token: string): void;
  onExpire(message: string): void;
  onError(message: string): void;
  /** The widget started (true) or stopped (false) working on its puzzle. */
  onWorking(working: boolean): void;
}

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

const texts = captchaTexts("altcha");

/**
 * The self-hosted proof-of-work captcha: the `altcha` web component, fetched as its own chunk the first time
 * a form needs it. It asks this server for a challenge and solves it in the page (no third-party request).
 */
export function AltchaCaptcha({
  ref,
  challengeUrl,
  onVerify,
  onExpire,
  onError,
  onWorking,
}: AltchaCaptchaProps) {
  const locale = useLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLElementTagNameMap["altcha-widget"] | null>(null);
  // the latest callbacks, so re-rendering the form never rebuilds the widget mid-verification
  const callbacks = useRef({ onVerify, onExpire, onError, onWorking });
  useEffect(() => {
    callbacks.current = { onVerify, onExpire, onError, onWorking };
  });

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset?.() }), []);

  useEffect(() => {
    let cancelled = false;
    let widget: HTMLElementTagNameMap["altcha-widget"] | null = null;

    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      callbacks.current.onWorking(state === "verifying");
      if (state === "verified" && payload) callbacks.current.onVerify(payload);
      else if (state === "expired") callbacks.current.onExpire(texts.expired);
      else if (state === "error") callbacks.current.onError(texts.error);
    };

    // the widget first: importing it registers its English words, which would replace any set before
    import("altcha")
      .then(() => loadWidgetLanguage(locale))
      .then(
        (language) => {
          if (cancelled || !containerRef.current) return;
          if (!customElements.get("altcha-widget")) {
            callbacks.current.onError(texts.initFailed);
            return;
          }
          widget = document.createElement("altcha-widget");
          widget.setAttribute("challenge", challengeUrl);
          widget.setAttribute("language", language);
          // solving starts as soon as the visitor begins filling in the form
          widget.setAttribute("auto", "onfocus");
          widget.addEventListener("statechange", onStateChange);
          containerRef.current.append(widget);
          widgetRef.current = widget;
          // the widget hears focus only from now on: a visitor who began filling in the form while it
          // loaded would otherwise wait for it to start until they submit
          const started = widget;
          setTimeout(() => {
            const form = started.closest("form");
            if (form?.contains(document.activeElement) && started.getState() === "unverified")
              void started.verify();
          }, 0);
        },
        () => {
          if (!cancelled) callbacks.current.onError(texts.loadFailed);
        },
      );

    return () => {
      cancelled = true;
      widget?.removeEventListener("statechange", onStateChange);
      widget?.remove();
      widgetRef.current = null;
    };
  }, [challengeUrl, locale]);

  return <div ref={containerRef} className="captcha__altcha" />;
}
