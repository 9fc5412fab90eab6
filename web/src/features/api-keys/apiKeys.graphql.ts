import { graphql } from "../../gql";

export const apiKeyFields = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    hint
    createdAt
    expiresAt
    revokedAt
    lastUsedAt
    requestsThisMonth
    downloadsThisMonth
    requestsPerMinute
    downloadsPerMinute
  }
`);

export const memberApiKeysQuery = graphql(`
  query MemberApiKeys($userId: ID!) {
    memberApiKeys(userId: $userId) {
      ...ApiKeyFields
    }
  }
`);

export const setApiKeyQuotaMutation = graphql(`
  mutation SetApiKeyQuota($id: ID!, $input: ApiKeyQuotaInput!) {
    setApiKeyQuota(id: $id, input: $input) {
      ...ApiKeyFields
    }
  }
`);

export const apiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      ...ApiKeyFields
    }
  }
`);

export const createApiKeyMutation = graphql(`
  mutation CreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      key {
        ...ApiKeyFields
      }
    }
  }
`);

export const revokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      ...ApiKeyFields
    }
  }
`);
