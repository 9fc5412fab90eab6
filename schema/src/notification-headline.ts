/**
 * The one sentence that says who did what and where ("alice mentioned you in *Drones over the harbour*"),
 * shared by the bell, the notifications page and the e-mails, so they never word it differently.
 */
export interface HeadlineFacts {
  type: string;
  /** The actor's username, or null when nobody (a system message) or a removed account. */
  actorName: string | null | undefined;
  threadTitle: string | null | undefined;
  /** The stored text: an excerpt of the post, or the message itself for the other types. */
  content: string | null | undefined;
}

/** The headline in three parts, so a screen can set the thread title apart (italics in the web app). */
export interface Headline {
  /** What comes before the thread's title, or the whole sentence when `threadTitle` is null. */
  lead: string;
  threadTitle: string | null;
  /** Whether the content is an excerpt to show under the headline (false: the headline already says it). */
  showContent: boolean;
}

const POST_VERBS: Record<string, string> = {
  reply: "replied",
  quote: "quoted you",
  mention: "mentioned you",
};

const OWN_SENTENCES: Record<string, string> = {
  report_update: "Your report was reviewed",
  ban: "Your account was banned",
  unban: "Your account ban was lifted",
  system: "A message from the staff",
  saved_search: "An alert from your saved search",
};

export function notificationHeadline(facts: HeadlineFacts): Headline {
  const who = facts.actorName?.trim() || "Someone";
  const title = facts.threadTitle?.trim() || null;
  const verb = POST_VERBS[facts.type];
  if (verb) return { lead: `${who} ${verb} in `, threadTitle: title ?? "a thread", showContent: true };
  if (facts.type === "new_thread")
    return { lead: `${who} started a new thread: `, threadTitle: title ?? "a thread", showContent: true };
  if (facts.type === "reaction") {
    // the stored sentence names the latest of those who reacted and how many others did
    const reacted = facts.content?.trim() || `${who} reacted to your post`;
    return title
      ? { lead: `${reacted} in `, threadTitle: title, showContent: false }
      : { lead: reacted, threadTitle: null, showContent: false };
  }
  const own = OWN_SENTENCES[facts.type];
  if (own) return { lead: own, threadTitle: null, showContent: true };
  return title
    ? { lead: "A notification about ", threadTitle: title, showContent: true }
    : { lead: "A notification", threadTitle: null, showContent: true };
}

/** The headline as plain text, the title in quotes (e-mail subjects, screen-reader announcements). */
export function headlineText(headline: Headline): string {
  return headline.threadTitle === null ? headline.lead : `${headline.lead}"${headline.threadTitle}"`;
}
