import { graphql } from "../../../gql";

/** A post's earlier texts, newest first, each with its diff to the text that replaced it. */
export const postRevisionsQuery = graphql(`
  query PostRevisions($postId: ID!) {
    postRevisions(postId: $postId) {
      id
      createdAt
      reason
      isHidden
      isRedacted
      editor {
        id
        username
      }
      diff {
        tooDifferent
        inline {
          ...DiffLineFields
        }
        sideBySide {
          before {
            ...DiffLineFields
          }
          after {
            ...DiffLineFields
          }
        }
      }
    }
  }

  fragment DiffLineFields on DiffLine {
    kind
    segments {
      kind
      text
    }
  }
`);
