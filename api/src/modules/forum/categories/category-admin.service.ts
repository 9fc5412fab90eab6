import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, validateCategory, reportMessages } from "@incident-watch/schema";
import { assertValid, forbidden, notFound, ValidationError } from "../../../core/errors.js";
import type { Viewer } from "../../../core/viewer.js";
import type { AuditService } from "../../audit/audit.service.js";
import type { UnitOfWork } from "../../../infra/unit-of-work.js";
import { liveMessage, publishLive } from "../../live-topics.js";
import { Category } from "./category.entity.js";
import { isForumId } from "../reading/forum.service.js";
import {
  INSERT_CATEGORY,
  UPDATE_CATEGORY,
  CATEGORY_IDS,
  REORDER_CATEGORIES,
  LOCK_CATEGORY_COUNTS,
  COUNT_CATEGORY_THREADS,
  MOVE_CATEGORY_THREADS,
  ADD_TO_CATEGORY_COUNTS,
  DELETE_CATEGORY,
} from "./category-admin.queries.js";

export interface CategoryChanges {
  name?: string | null;
  description?: string | null;
}

const tidy = (text: string) => text.trim().replace(/\s+/g, " ");

/**
 * Admins manage the categories: create, rename, describe, reorder, delete. A category with threads is
 * deleted only together with moving them (deleted threads too) to another category, counts and all.
 */
export class CategoryAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async create(viewer: Viewer, input: CategoryChanges): Promise<Category> {
    assertAdmin(viewer);
    assertValid(validateCategory({ name: input.name ?? "", description: input.description }));
    const id = await this.uow.run(async (tx) => {
      const [row] = await tx.execute<{ id: string }[]>(INSERT_CATEGORY, [
        tidy(input.name!),
        input.description?.trim() ?? "",
      ]);
      await this.record(tx, viewer, "category.create", row!.id, tidy(input.name!), {});
      return row!.id;
    });
    return this.em.findOneOrFail(Category, { id });
  }

  /** Only the fields given change. */
  async update(viewer: Viewer, id: string, input: CategoryChanges): Promise<Category> {
    assertAdmin(viewer);
    assertValid(validateCategory(input));
    const category = await this.category(id);
    const next = {
      name: input.name == null ? category.name : tidy(input.name),
      description: input.description == null ? category.description : input.description.trim(),
    };
    const details: Record<string, unknown> = {};
    if (next.name !== category.name) details.name = { from: category.name, to: next.name };
    if (next.description !== category.description)
      details.description = { from: category.description, to: next.description };
    if (Object.keys(details).length === 0) return category;
    await this.uow.run(async (tx) => {
      await tx.execute(UPDATE_CATEGORY, [next.name, next.description, category.id]);
      await this.record(tx, viewer, "category.update", category.id, next.name, details);
    });
    return this.em.findOneOrFail(Category, { id: category.id }, { refresh: true });
  }

  /** `ids` lists every category once, in the new order. */
  async reorder(viewer: Viewer, ids: string[]): Promise<Category[]> {
    assertAdmin(viewer);
    await this.uow.run(async (tx) => {
      const rows = await tx.execute<{ id: string }[]>(CATEGORY_IDS);
      const current = rows.map((row) => row.id);
      const same =
        ids.length === current.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => current.includes(id));
      if (!same) throw new ValidationError({ ids: reportMessages.categoryOrderInvalid });
      await tx.execute(REORDER_CATEGORIES, [`{${ids.join(",")}}`]);
      await this.record(tx, viewer, "category.reorder", "all", null, { order: { from: current, to: ids } });
    });
    return this.em.find(Category, {}, { orderBy: { position: "asc", id: "asc" }, refresh: true });
  }

  /** Deletes an empty category, or moves its threads to `moveThreadsTo` and then deletes it. */
  async delete(viewer: Viewer, id: string, moveThreadsTo?: string | null): Promise<boolean> {
    assertAdmin(viewer);
    const category = await this.category(id);
    if (moveThreadsTo && moveThreadsTo === category.id)
      throw new ValidationError({ moveThreadsTo: reportMessages.categoryMoveToSelf });
    const target = moveThreadsTo ? await this.category(moveThreadsTo) : null;
    await this.uow.run(async (tx) => {
      // Locked first, so no thread is added or moved in meanwhile
      const [row] = await tx.execute<{ thread_count: number; post_count: number }[]>(LOCK_CATEGORY_COUNTS, [
        category.id,
      ]);
      if (!row) throw notFound(messages.categoryNotFound);
      const [threads] = await tx.execute<{ n: number }[]>(COUNT_CATEGORY_THREADS, [category.id]);
      const moved = Number(threads?.n ?? 0);
      if (moved > 0 && !target)
        throw new ValidationError({ moveThreadsTo: reportMessages.categoryHasThreads });
      if (target && moved > 0) {
        await tx.execute(MOVE_CATEGORY_THREADS, [target.id, category.id]);
        // The deleted category's counters are exactly its live threads and posts
        await tx.execute(ADD_TO_CATEGORY_COUNTS, [row.thread_count, row.post_count, target.id]);
      }
      await tx.execute(DELETE_CATEGORY, [category.id]);
      await this.record(tx, viewer, "category.delete", category.id, category.name, {
        ...(target && moved > 0
          ? { movedThreads: moved, movedTo: { id: target.id, name: target.name } }
          : {}),
      });
    });
    return true;
  }

  /** Audits the change and tells the forum's caches (forumDataChanged) once it commits. */
  private async record(
    tx: EntityManager,
    viewer: Viewer,
    action: string,
    targetId: string,
    targetLabel: string | null,
    details: Record<string, unknown>,
  ) {
    this.audit.record(tx, { actor: viewer, action, targetType: "category", targetId, targetLabel, details });
    await publishLive(tx, [liveMessage("forumDataChanged", undefined, { change: action })]);
  }

  private async category(id: string): Promise<Category> {
    const category = isForumId(id) ? await this.em.findOne(Category, { id }) : null;
    if (!category) throw notFound(messages.categoryNotFound);
    return category;
  }
}

function assertAdmin(viewer: Viewer): void {
  if (viewer.role !== "admin") throw forbidden();
}
