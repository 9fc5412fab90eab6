/** What a form can do with its captcha widget. */
export interface CaptchaHandle {
  reset(): void;
}
