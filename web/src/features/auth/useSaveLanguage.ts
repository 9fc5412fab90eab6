import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import type { Locale } from "@incident-watch/schema";
import { saveLanguageMutation } from "./language.graphql";
import { useAuth } from "./useAuth";

/**
 * Keeps a signed-in member's choice of language in their settings, where their mails read it. A visitor's
 * choice lives in the cookie alone. A failed save changes nothing on screen: the page is already switched.
 */
export function useSaveLanguage(): (locale: Locale) => void {
  const { user } = useAuth();
  const [save] = useMutation(saveLanguageMutation);
  return useCallback(
    (locale) => {
      if (user)
        save({ variables: { language: locale } }).catch((error: unknown) =>
          console.warn("Language not saved", error),
        );
    },
    [user, save],
  );
}
