import { useApolloClient } from "@apollo/client/react";
import { useEffect, type RefObject } from "react";
import { useNavigate } from "react-router-dom";
import { quotedPostPageQuery } from "../data/forum.graphql";
import { followQuote, watchQuoteBlocks } from "./quoteLinks";

/** Spec §4: quote blocks in the post area follow their post, wired now and whenever the area changes. */
export function useQuoteLinks(postArea: RefObject<HTMLElement | null>, ready: boolean) {
  const navigate = useNavigate();
  const client = useApolloClient();
  useEffect(() => {
    const root = postArea.current;
    if (!ready || !root) return;
    return watchQuoteBlocks(root, (postId) => {
      // followQuote handles its own failures: it falls back to the thread's page
      void followQuote(postId, {
        document,
        navigate: (url) => void navigate(url),
        findPage: async (id) =>
          (
            await client.query({
              query: quotedPostPageQuery,
              variables: { postId: id },
              fetchPolicy: "no-cache",
            })
          ).data?.postLocation?.page ?? null,
      });
    });
  }, [postArea, ready, navigate, client]);
}
