// The permission table's rows: research API keys (issue 56).
import type { Actor, Outcome, PermissionRow } from "../permission-table.js";
import { ADMIN, SIGNED_IN } from "./shapes.js";

/** The key's owner, or staff, who are audited; anyone else's key looks missing. */
const OWNER_OR_STAFF_ELSE_MISSING: Record<Actor, Outcome> = {
  visitor: "UNAUTHENTICATED",
  member: "allowed",
  otherMember: "NOT_FOUND",
  banned: "NOT_FOUND",
  moderator: "allowed",
  admin: "allowed",
};

export const API_KEY_ROWS: PermissionRow[] = [
  {
    api: "graphql",
    operation: "createApiKey",
    target: "none",
    document: `mutation ($name: String!) { createApiKey(input: { name: $name }) { secret } }`,
    variables: (t) => ({ name: `Key ${t.n}` }),
    expect: SIGNED_IN,
    note: "read-only research access; at most 10 in use",
  },
  {
    api: "graphql",
    operation: "revokeApiKey",
    target: "memberApiKey",
    document: `mutation ($id: ID!) { revokeApiKey(id: $id) { id } }`,
    variables: (t) => ({ id: t.apiKeyId }),
    expect: OWNER_OR_STAFF_ELSE_MISSING,
  },
  {
    api: "graphql",
    operation: "setApiKeyQuota",
    target: "memberApiKey",
    document: `mutation ($id: ID!) { setApiKeyQuota(id: $id, input: { requestsPerMinute: 5000 }) { id } }`,
    variables: (t) => ({ id: t.apiKeyId }),
    expect: ADMIN,
  },
];
