import { graphql } from "../../gql";

export const threadWatchLevelQuery = graphql(`
  query ThreadWatchLevel($id: ID!) {
    thread(id: $id) {
      id
      watchLevel
    }
  }
`);

export const categoryWatchLevelQuery = graphql(`
  query CategoryWatchLevel($id: ID!) {
    category(id: $id) {
      id
      watchLevel
    }
  }
`);

export const setThreadWatchLevelMutation = graphql(`
  mutation SetThreadWatchLevel($id: ID!, $level: WatchLevel!) {
    setThreadWatchLevel(threadId: $id, level: $level) {
      id
      watchLevel
    }
  }
`);

export const setCategoryWatchLevelMutation = graphql(`
  mutation SetCategoryWatchLevel($id: ID!, $level: WatchLevel!) {
    setCategoryWatchLevel(categoryId: $id, level: $level) {
      id
      watchLevel
    }
  }
`);

export const watchedSubjectsQuery = graphql(`
  query WatchedSubjects {
    watchedSubjects {
      level
      thread {
        id
        title
        watchLevel
      }
      category {
        id
        name
        watchLevel
      }
    }
  }
`);
