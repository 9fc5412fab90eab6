import { useQuery } from "@apollo/client/react";
import { captchaConfigQuery } from "./captcha.graphql";
import type { CaptchaProvider } from "./captchaTexts";

/** Which captcha the server verifies; forms use it to word their messages. Self-hosted until known. */
export function useCaptchaProvider(): CaptchaProvider {
  const { data } = useQuery(captchaConfigQuery);
  return data?.captcha.provider ?? "altcha";
}
