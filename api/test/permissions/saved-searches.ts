// The permission table's rows: saved searches (issue 44).
import type { PermissionRow } from "../permission-table.js";
import { OWNER_ONLY, PUBLIC, SIGNED_IN } from "./shapes.js";

// without the bell: the test alert an allowed cell sends comes later, on its own time, as a mail
const INPUT = `name filter { kinds } bell mailAtOnce digest`;

export const SAVED_SEARCH_ROWS: PermissionRow[] = [
  {
    api: "graphql",
    operation: "saveSearch",
    target: "none",
    document: `mutation ($input: SavedSearchInput!) { saveSearch(input: $input) { id ${INPUT} } }`,
    variables: (t) => ({ input: { name: `Sabotage ${t.n}`, filter: { kinds: ["sabotage"] }, bell: false } }),
    expect: SIGNED_IN,
    note: "the caller's own; at most 20",
  },
  {
    api: "graphql",
    operation: "updateSavedSearch",
    target: "memberSavedSearch",
    document: `mutation ($id: ID!, $input: SavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { id } }`,
    variables: (t) => ({
      id: t.savedSearchId,
      input: { name: `Cyber ${t.n}`, filter: { kinds: ["cyber"] }, bell: false, digest: "weekly" },
    }),
    expect: OWNER_ONLY,
  },
  {
    api: "graphql",
    operation: "deleteSavedSearch",
    target: "memberSavedSearch",
    document: `mutation ($id: ID!) { deleteSavedSearch(id: $id) }`,
    variables: (t) => ({ id: t.savedSearchId }),
    expect: OWNER_ONLY,
  },
  {
    api: "rest",
    method: "POST",
    path: "/saved-searches/unsubscribe?token=:token",
    target: "savedSearchUnsubscribeToken",
    expect: PUBLIC,
    note: "whoever holds the signed link of the search's mail",
  },
];
