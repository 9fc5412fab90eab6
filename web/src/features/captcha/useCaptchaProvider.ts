import { useQuery } from "@apollo/client/react";
import { captchaConfigQuery } from "./captcha.graphql";
import type { CaptchaProvider } from "./captchaTexts";

/**
 * Which captcha the server verifies; forms use it to word their messages. Self-hosted until known; a form
 * that shows a captcha only sometimes passes `needed` so it asks the server only then.
 */
export function useCaptchaProvider(needed = true): CaptchaProvider {
  const { data } = useQuery(captchaConfigQuery, { skip: !needed });
  return data?.captcha.provider ?? "altcha";
}
