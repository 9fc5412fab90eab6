import type { EntityManager } from "@mikro-orm/postgresql";
import { reportMessages } from "@incident-watch/schema";
import { forbidden, notFound } from "../../core/errors.js";
import { requireId } from "../../core/ids.js";
import type { Viewer } from "../../core/viewer.js";
import { Post } from "../forum/posts/post.entity.js";
import { Thread } from "../forum/threads/thread.entity.js";
import { User } from "../users/user.entity.js";
import type { ReportTarget } from "./report.entity.js";

export interface ReportedTarget {
  /** Whose content it is (or the member reported); null when the account is gone. */
  userId: string | null;
  /** How the audit log names it. */
  label: string;
  /** How the reporter's notification names it, worded in the reader's language. */
  about: { about: "member" | "thread" | "post"; name: string };
}

/** A target's id in its one spelling (posts and threads by number, members by lower-case UUID), or 400. */
export const canonicalTargetId = (type: ReportTarget, id: unknown) =>
  requireId(type === "user" ? "uuid" : "integer", id, "targetId");

/**
 * What a member may report: a post or a thread they can see, or a member, never their own post or
 * thread, nor themselves (that is what delete and edit are for). A deleted one is not found.
 */
export async function reportableTarget(
  em: EntityManager,
  viewer: Viewer,
  type: ReportTarget,
  id: string,
): Promise<ReportedTarget> {
  const target = await findTarget(em, type, id);
  if (!target || target.deleted) throw notFound(reportMessages.reportTargetNotFound);
  if (target.userId === viewer.id)
    throw forbidden(
      type === "post"
        ? reportMessages.reportOwnPost
        : type === "thread"
          ? reportMessages.reportOwnThread
          : reportMessages.reportSelf,
    );
  return target;
}

/** The target as it is now (deleted ones too), for staff decisions and notifications. */
export async function findTarget(
  em: EntityManager,
  type: ReportTarget,
  id: string,
): Promise<(ReportedTarget & { deleted: boolean; post?: Post; thread?: Thread }) | null> {
  if (type === "user") {
    const user = await em.findOne(User, { id: canonicalTargetId(type, id) });
    return user
      ? {
          userId: user.id,
          label: `the member ${user.username}`,
          about: { about: "member", name: user.username },
          deleted: false,
        }
      : null;
  }
  id = canonicalTargetId(type, id);
  if (type === "thread") {
    const thread = await em.findOne(Thread, { id });
    return thread
      ? {
          userId: thread.author?.id ?? null,
          label: `the thread "${thread.title}"`,
          about: { about: "thread", name: thread.title },
          deleted: thread.isDeleted,
          thread,
        }
      : null;
  }
  const post = await em.findOne(Post, { id }, { populate: ["thread"] });
  return post
    ? {
        userId: post.author?.id ?? null,
        label: `a post in "${post.thread.title}"`,
        about: { about: "post", name: post.thread.title },
        deleted: post.isDeleted || post.thread.isDeleted,
        post,
        thread: post.thread,
      }
    : null;
}
