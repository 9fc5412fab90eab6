import { useEffect, type RefObject } from "react";
import { useNavigate } from "react-router-dom";
import { forumFetch, pageInfoPath } from "../data/forumApi";
import { followQuote, watchQuoteBlocks } from "./quoteLinks";

/** Spec §4: quote blocks in the post area follow their post, wired now and whenever the area changes. */
export function useQuoteLinks(postArea: RefObject<HTMLElement | null>, ready: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    const root = postArea.current;
    if (!ready || !root) return;
    return watchQuoteBlocks(root, (postId) => {
      // followQuote handles its own failures: it falls back to the thread's page
      void followQuote(postId, {
        document,
        navigate: (url) => void navigate(url),
        fetchPageInfo: (id) => forumFetch(pageInfoPath(id)),
      });
    });
  }, [postArea, ready, navigate]);
}
