import { graphql } from "../../gql";

export const incidentDiscussionFields = graphql(`
  fragment IncidentDiscussionFields on IncidentDiscussion {
    postCount
    withdrawnReason
    thread {
      id
      isLocked
    }
    latestPosts(count: 5) {
      id
      number
      html
      language
      createdAt
      author {
        id
        username
      }
    }
  }
`);

export const postToIncidentDiscussionMutation = graphql(`
  mutation PostToIncidentDiscussion($eventId: ID!, $body: String!, $language: String) {
    postToIncidentDiscussion(eventId: $eventId, body: $body, language: $language) {
      id
    }
  }
`);
