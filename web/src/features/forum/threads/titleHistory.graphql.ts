import { graphql } from "../../../gql";

/** A thread's earlier titles, newest first, each with its diff to the title that replaced it. */
export const threadTitleRevisionsQuery = graphql(`
  query ThreadTitleRevisions($threadId: ID!) {
    threadTitleRevisions(threadId: $threadId) {
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
      }
    }
  }
`);

export const editThreadTitleMutation = graphql(`
  mutation EditThreadTitle($id: ID!, $title: String!) {
    editThreadTitle(id: $id, title: $title) {
      id
      title
      titleEditedAt
    }
  }
`);
