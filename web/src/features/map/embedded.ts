import { createContext, useContext } from "react";

/**
 * Whether the map is the embeddable one (/embed) in another site's iframe: its links to the site's own
 * pages then open in a new tab, never inside that site's frame.
 */
export const EmbeddedContext = createContext(false);

/** The props a link to one of the site's pages takes: a new tab when the map is embedded. */
export function useSiteLinkTarget(): { target?: "_blank"; rel?: "noopener" } {
  return useContext(EmbeddedContext) ? { target: "_blank", rel: "noopener" } : {};
}
