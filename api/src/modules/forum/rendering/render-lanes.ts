import { WorkerLane } from "../../../infra/worker-lane.js";
import { startWorkerThread } from "../../../infra/worker-thread.js";
import type { QuotedPosts } from "./quotes.js";

export interface RenderJob {
  markdown: string;
  /** Lower-cased username → username, for the mentioned members that exist. */
  users: ReadonlyMap<string, string>;
  quotes: QuotedPosts;
  /** The incidents that exist among those the post may cite (citations.ts). */
  incidents: string[];
  /** This site's address without a trailing slash: its incident addresses are citations. */
  origin: string;
  /** Rendering stops past this many bytes of HTML (postHtmlLimit). */
  maxHtmlBytes: number;
}

/**
 * Members' posts and edits, and everyone's previews, each have a thread and a queue of their own: a flood
 * of previews never delays a reply. Within a lane, addresses (previews) or members (posts) take turns.
 */
export type RenderLaneName = "posts" | "previews";

/**
 * Queue sizes: previews are open to every visitor, so they wait in a shorter line. Their thread also runs
 * at the lowest CPU priority (niceness 19): on a busy core it renders only with what the event loop and
 * members' posts leave.
 */
const LANES: Record<RenderLaneName, { queueLimit: number; perKeyLimit: number; niceness: number }> = {
  posts: { queueLimit: 64, perKeyLimit: 4, niceness: 0 },
  previews: { queueLimit: 16, perKeyLimit: 2, niceness: 19 },
};

// One pair of lanes per deadline in the process (every app in it has the same unless tests set another)
const lanes = new Map<string, WorkerLane>();

/** The lane a render goes through, started at its first use. */
export function renderLane(name: RenderLaneName, deadlineMs: number): WorkerLane {
  const key = `${name}:${deadlineMs}`;
  let lane = lanes.get(key);
  if (!lane) {
    const { niceness, ...queue } = LANES[name];
    // the thread renders Markdown beside the event loop
    const start = () => startWorkerThread(import.meta.url, "./render-worker", niceness);
    lane = new WorkerLane({ start, deadlineMs, ...queue });
    lanes.set(key, lane);
  }
  return lane;
}
