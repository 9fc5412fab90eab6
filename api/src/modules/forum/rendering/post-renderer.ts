import { performance } from "node:perf_hooks";
import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, postHtmlLimit, postHtmlTooLarge, postRenderTooSlow } from "@incident-watch/schema";
import { RateLimitedError, ValidationError } from "../../../core/errors.js";
import type { AppDeps } from "../../../deps.js";
import type { LimitName } from "../../../infra/rate-limit.js";
import { LaneDeadlineError, LaneFullError } from "../../../infra/worker-lane.js";
import { renderPostHtml } from "./markdown.js";
import { citationCandidates, KnownIncidents } from "./citations.js";
import { KnownUsers, mentionCandidates } from "./mentions.js";
import { quotedPostIds, splitQuotes, type QuotedPosts } from "./quotes.js";
import { renderLane, type RenderJob, type RenderLaneName } from "./render-lanes.js";
import { QUOTED_POSTS } from "./post-renderer.queries.js";
import { EXISTING_INCIDENTS } from "../../incidents-read/incident-citations.queries.js";
import { membersByNameKey, usernamesById } from "../../users/member-lookups.js";

export interface RenderedPost {
  html: string;
  /** How long the Markdown itself took to render, in ms (the lookups before it not counted). */
  renderMs: number;
  /** Lower-cased usernames the post links to (for notifications). */
  mentioned: string[];
  /** Ids of the members it links to, and of the authors of the posts it quotes (top level): notified. */
  mentionedUserIds: string[];
  quotedAuthorIds: string[];
  /** Ids of the incidents it cites (placeholders for their cards). */
  citedIncidentIds: string[];
}

/** Where a render runs and who pays for it. */
export interface RenderRequest {
  lane: RenderLaneName;
  /** The address (previews) or member id (posts): turns in the lane's queue, and whose render time it is. */
  key: string;
  /** The input field a refusal names ("body" for posts, "markdown" for the preview). */
  field: string;
}

/** Each lane's render-time allowance, and what a refusal by it says. */
const BUDGETS: Record<RenderLaneName, { limit: LimitName; used: string; busy: string }> = {
  posts: { limit: "renderMsPerMember", used: messages.renderBudgetUsed, busy: messages.postingBusy },
  previews: {
    limit: "previewRenderMsPerAddress",
    used: messages.previewBudgetUsed,
    busy: messages.previewBusy,
  },
};

/**
 * Renders a post's Markdown the way it is stored: the key's render time reserved first, then one query
 * for the mentioned users that exist, one for the quoted posts everyone may see and, once their authors
 * are known, one for those authors' names (a quote of any other post renders plain and notifies nobody),
 * then the renderer and the sanitiser on the request's render lane (render-lanes.ts), within
 * postHtmlLimit. The lane's deadline of render time is reserved from the key's allowance before the
 * render is queued and what it did not use is given back after, so concurrent renders cannot overspend.
 * Refusals: BAD_USER_INPUT past the HTML limit or the deadline, RATE_LIMITED when the allowance or the
 * queue is used up.
 */
export async function renderPost(
  em: EntityManager,
  deps: Pick<AppDeps, "config" | "rateLimiter">,
  markdown: string,
  request: RenderRequest,
): Promise<RenderedPost> {
  const { renderTimeoutMs, postHtmlMaxBytes } = deps.config;
  const budget = BUDGETS[request.lane];
  const maxHtmlBytes = postHtmlLimit(markdown, postHtmlMaxBytes);
  // reserved before anything else, so a refused request costs no scan of its text and no query
  const reservation = await deps.rateLimiter.reserve(budget.limit, request.key, renderTimeoutMs, budget.used);
  let spentMs = renderTimeoutMs;
  try {
    const lookups = await lookUp(em, markdown);
    const job: RenderJob = {
      markdown,
      users: lookups.usersByKey,
      quotes: lookups.quotes,
      incidents: lookups.incidentIds,
      origin: siteOrigin(deps.config.publicUrl),
      maxHtmlBytes,
    };
    const answer = (await renderLane(request.lane, renderTimeoutMs).run(request.key, job)) as {
      html?: string;
      mentioned?: string[];
      cited?: string[];
      ms?: number;
      tooLargeBytes?: number;
      error?: string;
    };
    spentMs = Math.ceil(answer.ms ?? renderTimeoutMs);
    if (answer.tooLargeBytes !== undefined)
      throw new ValidationError({ [request.field]: postHtmlTooLarge(answer.tooLargeBytes) });
    if (answer.error !== undefined) throw new Error(answer.error);
    return rendered(markdown, lookups, answer.html!, answer.mentioned!, answer.cited!, answer.ms!);
  } catch (error) {
    if (error instanceof LaneFullError) {
      spentMs = 0;
      throw new RateLimitedError(budget.busy, 2);
    }
    if (error instanceof LaneDeadlineError)
      throw new ValidationError({ [request.field]: postRenderTooSlow(error.deadlineMs) });
    throw error;
  } finally {
    await reservation.refund(renderTimeoutMs - spentMs);
  }
}

/**
 * The same, rendered here (the demo seed, which renders its few posts before the app serves anyone, and an
 * incident discussion's opening post); publicUrl: this site's address, for citations by address.
 */
export async function renderPostInProcess(
  em: EntityManager,
  markdown: string,
  publicUrl = "",
): Promise<RenderedPost> {
  const lookups = await lookUp(em, markdown);
  const started = performance.now();
  const users = new KnownUsers(lookups.usersByKey);
  const incidents = new KnownIncidents(new Set(lookups.incidentIds), siteOrigin(publicUrl));
  const html = renderPostHtml(markdown, { users, quotes: lookups.quotes, incidents });
  return rendered(
    markdown,
    lookups,
    html,
    users.mentioned,
    incidents.incidentIds,
    performance.now() - started,
  );
}

/** PUBLIC_URL without its trailing slashes: the prefix of this site's incident addresses. */
export const siteOrigin = (publicUrl: string) => publicUrl.replace(/\/+$/, "");

type QuoteRow = { id: string; thread_id: string; username: string | null; author_id: string | null };

/** The quoted posts everyone may see, each with its author's name from the users module. */
async function quotedPosts(em: EntityManager, postIds: string[]): Promise<QuoteRow[]> {
  if (postIds.length === 0) return [];
  const posts = await em.execute<Omit<QuoteRow, "username">[]>(QUOTED_POSTS, [postIds]);
  const names = await usernamesById(
    em,
    posts.flatMap((post) => (post.author_id ? [post.author_id] : [])),
  );
  return posts.map((post) => ({ ...post, username: (post.author_id && names.get(post.author_id)) || null }));
}

async function lookUp(em: EntityManager, markdown: string) {
  const names = mentionCandidates(markdown);
  const postIds = quotedPostIds(markdown);
  const eventIds = citationCandidates(markdown);
  const [userRows, quoteRows, incidentRows] = await Promise.all([
    membersByNameKey(em, names),
    quotedPosts(em, postIds),
    eventIds.length ? em.execute<{ id: string }[]>(EXISTING_INCIDENTS, [eventIds]) : [],
  ]);
  const usersByKey = new Map(userRows.map((row) => [row.username.toLowerCase(), row.username]));
  const quotes: QuotedPosts = new Map(
    quoteRows.map((row) => [row.id, { threadId: row.thread_id, author: row.username }]),
  );
  const incidentIds = incidentRows.map((row) => row.id);
  return { userRows, quoteRows, usersByKey, quotes, incidentIds };
}

function rendered(
  markdown: string,
  { userRows, quoteRows }: Awaited<ReturnType<typeof lookUp>>,
  html: string,
  mentioned: string[],
  cited: string[],
  ms: number,
): RenderedPost {
  const idByKey = new Map(userRows.map((row) => [row.username.toLowerCase(), row.id]));
  const authorByPost = new Map(quoteRows.map((row) => [row.id, row.author_id]));
  const topLevelQuotes = splitQuotes(markdown).flatMap((part) =>
    part.kind === "quote" ? [part.postId] : [],
  );
  return {
    html,
    renderMs: ms,
    mentioned,
    mentionedUserIds: mentioned.flatMap((key) => idByKey.get(key) ?? []),
    quotedAuthorIds: [...new Set(topLevelQuotes.flatMap((id) => authorByPost.get(id) ?? []))],
    citedIncidentIds: cited,
  };
}
