import { graphql } from "../../../gql";

export const threadSummaryFields = graphql(`
  fragment ThreadSummaryFields on Thread {
    id
    title
    isPinned
    isLocked
    replyCount
    views
    lastReplyDate
    createdAt
    author {
      id
      username
    }
    category {
      id
      name
    }
    viewerUnreadCount
    viewerLastReadNumber
    viewerFirstUnreadPostId
  }
`);

export const forumDataQuery = graphql(`
  query ForumData {
    forumData {
      categories {
        id
        name
        description
        threadCount
        postCount
      }
      recentThreads {
        ...ThreadSummaryFields
      }
      stats {
        totalThreads
        totalPosts
        totalUsers
        onlineUsers
      }
    }
  }
`);

export const categoryOptionsQuery = graphql(`
  query CategoryOptions {
    categories {
      id
      name
    }
  }
`);

export const categoryPageQuery = graphql(`
  query CategoryPage($id: ID!, $page: Int!) {
    category(id: $id) {
      id
      name
      description
      threadCount
      postCount
    }
    categoryThreads(categoryId: $id, page: $page) {
      page
      pageCount
      totalCount
      threads {
        ...ThreadSummaryFields
      }
    }
  }
`);

export const postFields = graphql(`
  fragment PostFields on Post {
    id
    number
    page
    html
    markdown
    language
    translatable
    isDeleted
    createdAt
    editedAt
    editedBy {
      id
      username
    }
    author {
      id
      username
      role
      profilePicture
      useDefaultAvatar
    }
    reactions {
      kind
      count
      reacted
    }
    editedAfterViewer
    viewerCanEdit
    viewerCanDelete
  }
`);

export const threadPageQuery = graphql(`
  query ThreadPage($id: ID!, $page: Int!) {
    thread(id: $id) {
      id
      title
      titleEditedAt
      isPinned
      isLocked
      isDeleted
      viewerCanReply
      postCount
      pageCount
      author {
        id
        username
      }
      category {
        id
        name
      }
      posts(page: $page) {
        page
        pageCount
        posts {
          ...PostFields
        }
      }
    }
  }
`);

/** The page of its thread that holds a quoted post (null when the reader may not see it). */
export const quotedPostPageQuery = graphql(`
  query QuotedPostPage($postId: ID!) {
    postLocation(postId: $postId) {
      page
    }
  }
`);

export const userProfileQuery = graphql(`
  query UserProfile($username: String!) {
    userProfile(username: $username) {
      user {
        id
        username
        role
        profilePicture
        useDefaultAvatar
        createdAt
        lastActiveAt
        postCount
        threadCount
        isOnline
        activeBan {
          id
          reason
          endsAt
        }
      }
      recentPosts {
        id
        page
        createdAt
        html
        thread {
          id
          title
        }
      }
    }
  }
`);

export const searchForumQuery = graphql(`
  query SearchForum($query: String!, $page: Int!) {
    searchForum(query: $query, page: $page) {
      page
      pageCount
      totalCount
      hits {
        snippet
        post {
          id
          page
          createdAt
          author {
            id
            username
          }
        }
        thread {
          id
          title
        }
      }
    }
  }
`);

export const renderMarkdownQuery = graphql(`
  query RenderMarkdown($markdown: String!) {
    renderMarkdown(markdown: $markdown)
  }
`);

export const createThreadMutation = graphql(`
  mutation CreateThread($input: CreateThreadInput!) {
    createThread(input: $input) {
      id
    }
  }
`);

export const createPostMutation = graphql(`
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      page
    }
  }
`);

export const editPostMutation = graphql(`
  mutation EditPost($id: ID!, $body: String!) {
    editPost(id: $id, body: $body) {
      ...PostFields
    }
  }
`);

export const deletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id) {
      ...PostFields
    }
  }
`);

export const toggleReactionMutation = graphql(`
  mutation ToggleReaction($postId: ID!, $kind: ReactionKind!) {
    toggleReaction(postId: $postId, kind: $kind) {
      id
      reactions {
        kind
        count
        reacted
      }
    }
  }
`);

export const recordActivityMutation = graphql(`
  mutation RecordActivity {
    recordActivity
  }
`);

export const threadUpdatedSubscription = graphql(`
  subscription ThreadUpdated($threadId: ID!) {
    threadUpdated(threadId: $threadId) {
      threadId
      change
      postId
      postNumber
      lastPostNumber
    }
  }
`);

export const forumUpdatedSubscription = graphql(`
  subscription ForumUpdated {
    forumUpdated {
      change
      threadId
    }
  }
`);
