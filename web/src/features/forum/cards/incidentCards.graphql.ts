import { graphql } from "../../../gql";

/**
 * The incidents the posts of a page cite, as they are now: one answer every visitor shares until the
 * incidents or the forum change (the thread's own answer follows only its posts, and a card must follow
 * the incident).
 */
export const postCitationsQuery = graphql(`
  query PostCitations($postIds: [ID!]!, $language: String!) {
    postCitations(postIds: $postIds) {
      postId
      incidents {
        id
        type
        kind
        country
        date
        evidenceStatus
        latitude
        longitude
        title
        titleLanguage
        translations(languages: [$language]) {
          language
          title
          stale
        }
      }
      withdrawn {
        id
      }
    }
  }
`);
