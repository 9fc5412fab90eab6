import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../../deps.js";
import { messages, validateCategory, reportMessages } from "@incident-watch/schema";
import { assertValid, forbidden, notFound, ValidationError } from "../../../core/errors.js";
import type { Viewer } from "../../../core/viewer.js";
import { AuditService } from "../../audit/audit.service.js";
import { Category } from "./category.entity.js";
import { isForumId } from "../reading/forum.service.js";

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
  private readonly audit: AuditService;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AppDeps,
  ) {
    this.audit = new AuditService(em);
  }

  async create(viewer: Viewer, input: CategoryChanges): Promise<Category> {
    assertAdmin(viewer);
    assertValid(validateCategory({ name: input.name ?? "", description: input.description }));
    const id = await this.em.transactional(async (tx) => {
      const [row] = await tx.execute<{ id: string }[]>(
        `insert into forum_categories (name, description, position, created_at)
         values (?, ?, (select coalesce(max(position) + 1, 0) from forum_categories), now())
         returning id::text as id`,
        [tidy(input.name!), input.description?.trim() ?? ""],
      );
      this.record(tx, viewer, "category.create", row!.id, tidy(input.name!), {});
      return row!.id;
    });
    this.deps.forumVersion.changed();
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
    await this.em.transactional(async (tx) => {
      await tx.execute("update forum_categories set name = ?, description = ? where id = ?", [
        next.name,
        next.description,
        category.id,
      ]);
      this.record(tx, viewer, "category.update", category.id, next.name, details);
    });
    this.deps.forumVersion.changed();
    return this.em.findOneOrFail(Category, { id: category.id }, { refresh: true });
  }

  /** `ids` lists every category once, in the new order. */
  async reorder(viewer: Viewer, ids: string[]): Promise<Category[]> {
    assertAdmin(viewer);
    await this.em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: string }[]>(
        "select id::text as id from forum_categories order by position, id for update",
      );
      const current = rows.map((row) => row.id);
      const same =
        ids.length === current.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => current.includes(id));
      if (!same) throw new ValidationError({ ids: reportMessages.categoryOrderInvalid });
      await tx.execute(
        `update forum_categories c set position = o.position - 1
           from unnest(?::bigint[]) with ordinality as o(id, position) where c.id = o.id`,
        [`{${ids.join(",")}}`],
      );
      this.record(tx, viewer, "category.reorder", "all", null, { order: { from: current, to: ids } });
    });
    this.deps.forumVersion.changed();
    return this.em.find(Category, {}, { orderBy: { position: "asc", id: "asc" }, refresh: true });
  }

  /** Deletes an empty category, or moves its threads to `moveThreadsTo` and then deletes it. */
  async delete(viewer: Viewer, id: string, moveThreadsTo?: string | null): Promise<boolean> {
    assertAdmin(viewer);
    const category = await this.category(id);
    if (moveThreadsTo && moveThreadsTo === category.id)
      throw new ValidationError({ moveThreadsTo: reportMessages.categoryMoveToSelf });
    const target = moveThreadsTo ? await this.category(moveThreadsTo) : null;
    await this.em.transactional(async (tx) => {
      // Locked first, so no thread is added or moved in meanwhile
      const [row] = await tx.execute<{ thread_count: number; post_count: number }[]>(
        "select thread_count, post_count from forum_categories where id = ? for update",
        [category.id],
      );
      if (!row) throw notFound(messages.categoryNotFound);
      const [threads] = await tx.execute<{ n: number }[]>(
        "select count(*)::int as n from forum_threads where category_id = ?",
        [category.id],
      );
      const moved = Number(threads?.n ?? 0);
      if (moved > 0 && !target)
        throw new ValidationError({ moveThreadsTo: reportMessages.categoryHasThreads });
      if (target && moved > 0) {
        await tx.execute("update forum_threads set category_id = ? where category_id = ?", [
          target.id,
          category.id,
        ]);
        // The deleted category's counters are exactly its live threads and posts
        await tx.execute(
          "update forum_categories set thread_count = thread_count + ?, post_count = post_count + ? where id = ?",
          [row.thread_count, row.post_count, target.id],
        );
      }
      await tx.execute("delete from forum_categories where id = ?", [category.id]);
      this.record(tx, viewer, "category.delete", category.id, category.name, {
        ...(target && moved > 0
          ? { movedThreads: moved, movedTo: { id: target.id, name: target.name } }
          : {}),
      });
    });
    this.deps.forumVersion.changed();
    return true;
  }

  private record(
    tx: EntityManager,
    viewer: Viewer,
    action: string,
    targetId: string,
    targetLabel: string | null,
    details: Record<string, unknown>,
  ) {
    this.audit.record(tx, { actor: viewer, action, targetType: "category", targetId, targetLabel, details });
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
