import { graphql } from "../../gql";

export const adminCategoriesQuery = graphql(`
  query AdminCategories {
    categories {
      id
      name
      description
      position
      threadCount
      postCount
    }
  }
`);

export const createCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);

export const updateCategoryMutation = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      description
    }
  }
`);

export const reorderCategoriesMutation = graphql(`
  mutation ReorderCategories($ids: [ID!]!) {
    reorderCategories(ids: $ids) {
      id
      position
    }
  }
`);

export const deleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!, $moveThreadsTo: ID) {
    deleteCategory(id: $id, moveThreadsTo: $moveThreadsTo)
  }
`);

export const broadcastMutation = graphql(`
  mutation BroadcastSystemNotification($content: String!) {
    broadcastSystemNotification(content: $content)
  }
`);
