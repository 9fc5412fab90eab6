import { graphql } from "../../gql";

export const captchaConfigQuery = graphql(`
  query CaptchaConfig {
    captcha {
      provider
      siteKey
      challengeUrl
    }
  }
`);
