import { graphql } from "../../../gql";

/** A post in the reader's language, by the site's machine translation service (kept until it is edited). */
export const translatePostMutation = graphql(`
  mutation TranslatePost($postId: ID!, $language: String!) {
    translatePost(postId: $postId, language: $language) {
      postId
      language
      sourceLanguage
      html
    }
  }
`);
