import { graphql } from "../../../gql";

/** Members report a post, a thread or a member. */
export const reportContentMutation = graphql(`
  mutation ReportContent($input: ReportContentInput!) {
    reportContent(input: $input) {
      id
      status
    }
  }
`);

export const threadModerationFields = graphql(`
  fragment ThreadModerationFields on Thread {
    id
    isPinned
    isLocked
    isDeleted
    category {
      id
      name
    }
  }
`);

export const pinThreadMutation = graphql(`
  mutation PinThread($id: ID!, $pinned: Boolean!) {
    pinThread(id: $id, pinned: $pinned) {
      ...ThreadModerationFields
    }
  }
`);

export const lockThreadMutation = graphql(`
  mutation LockThread($id: ID!, $locked: Boolean!, $reason: String) {
    lockThread(id: $id, locked: $locked, reason: $reason) {
      ...ThreadModerationFields
    }
  }
`);

export const moveThreadMutation = graphql(`
  mutation MoveThread($threadId: ID!, $categoryId: ID!, $reason: String) {
    moveThread(threadId: $threadId, categoryId: $categoryId, reason: $reason) {
      ...ThreadModerationFields
    }
  }
`);

export const deleteThreadMutation = graphql(`
  mutation DeleteThread($id: ID!, $reason: String) {
    deleteThread(id: $id, reason: $reason) {
      ...ThreadModerationFields
    }
  }
`);

export const restoreThreadMutation = graphql(`
  mutation RestoreThread($id: ID!, $reason: String) {
    restoreThread(id: $id, reason: $reason) {
      ...ThreadModerationFields
    }
  }
`);

export const restorePostMutation = graphql(`
  mutation RestorePost($id: ID!) {
    restorePost(id: $id) {
      id
      isDeleted
    }
  }
`);
