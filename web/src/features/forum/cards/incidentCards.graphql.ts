import { graphql } from "../../../gql";

/**
 * The incidents a page of posts cites, as they are now. Asked with the data's version: alone, `thread` is
 * the thread's shared answer, which follows only its posts, and a card must follow the incident.
 */
export const threadIncidentCardsQuery = graphql(`
  query ThreadIncidentCards($id: ID!, $page: Int!, $language: String!) {
    dataVersion
    thread(id: $id) {
      id
      posts(page: $page) {
        posts {
          id
          citedIncidents {
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
          withdrawnCitedIncidents {
            id
          }
        }
      }
    }
  }
`);
