import { graphql } from "../../../gql";

/** A post's earlier texts, newest first, each with its diff to the text that replaced it. */
export const postRevisionsQuery = graphql(`
  query PostRevisions($postId: ID!, $rendered: Boolean!) {
    postRevisions(postId: $postId) {
      id
      createdAt
      reason
      isHidden
      isRedacted
      viewerCanDelete
      html @include(if: $rendered)
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

/** The author deletes one of their post's earlier texts (not one a report points at). */
export const deletePostRevisionMutation = graphql(`
  mutation DeletePostRevision($id: ID!) {
    deletePostRevision(id: $id)
  }
`);

/** Staff hide an earlier text from readers, or replace it; the audit log keeps who and why. */
export const hidePostRevisionMutation = graphql(`
  mutation HidePostRevision($id: ID!, $reason: String) {
    hidePostRevision(id: $id, reason: $reason) {
      id
    }
  }
`);

export const redactPostRevisionMutation = graphql(`
  mutation RedactPostRevision($id: ID!, $reason: String) {
    redactPostRevision(id: $id, reason: $reason) {
      id
    }
  }
`);
