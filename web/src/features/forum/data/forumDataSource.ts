import { FailedWithCopy } from "../../../app/offlineCopy";
import { EMPTY_FORUM_DATA, type ForumData } from "./forumModel";

export interface ForumDataSources {
  /** GraphQL forumData, the first choice; `fresh` past any HTTP cache (spec §7). */
  graphql(fresh?: boolean): Promise<ForumData>;
  /** The REST fallbacks of spec §7 (categories, recent threads, stats). */
  rest(fresh?: boolean): Promise<ForumData>;
  /** The copy kept from the last success, if any. */
  stored(): ForumData | null;
}

export type ForumDataResult =
  { data: ForumData; fresh: true; error: null } | { data: ForumData; fresh: false; error: unknown };

/**
 * Spec §7's chain: GraphQL, then the REST fallbacks; when both fail, the stored copy (else the service
 * worker's, carried by the GraphQL failure) or an empty default, marked as not fresh with the first
 * error, so the page can say the data might be outdated.
 */
export async function loadForumData(sources: ForumDataSources, forceFresh = false): Promise<ForumDataResult> {
  try {
    return { data: await sources.graphql(forceFresh), fresh: true, error: null };
  } catch (error) {
    try {
      return { data: await sources.rest(forceFresh), fresh: true, error: null };
    } catch {
      const copy = error instanceof FailedWithCopy ? (error.copy as ForumData) : null;
      return { data: sources.stored() ?? copy ?? EMPTY_FORUM_DATA, fresh: false, error };
    }
  }
}

export const GENERIC_LOAD_ERROR = "An error occurred while loading the forum. Please try again.";

/** Spec §2: the error panel shows the error when it is a string, else a general sentence. */
export function loadErrorText(error: unknown): string {
  return typeof error === "string" && error.trim() ? error : GENERIC_LOAD_ERROR;
}
