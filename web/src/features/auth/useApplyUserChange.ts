import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import type { AuthUser } from "./authStorage";
import { useAuth } from "./useAuth";

type UserChange = Partial<Pick<AuthUser, "profilePicture" | "useDefaultAvatar">>;

/**
 * Applies a confirmed change of the signed-in user everywhere it shows at once: the header (the auth
 * state and its cached copy) and any query holding the user in the Apollo cache.
 */
export function useApplyUserChange() {
  const { user, updateUser } = useAuth();
  const client = useApolloClient();
  return useCallback(
    (changes: UserChange) => {
      updateUser(changes);
      if (!user) return;
      const id = client.cache.identify({ __typename: "User", id: user.id });
      const fields = Object.fromEntries(Object.entries(changes).map(([name, value]) => [name, () => value]));
      if (id) client.cache.modify({ id, fields });
    },
    [client, user, updateUser],
  );
}
