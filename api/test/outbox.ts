import type { EntityManager } from "@mikro-orm/postgresql";
import { expect } from "vitest";
import { unitOfWork } from "../src/deps.js";
import type { TestApp } from "./app.js";

/** Every committed live message has gone out, and Redis had time to bring it to every instance. */
export async function settled(app: TestApp): Promise<void> {
  await expect
    .poll(async () => {
      const [row] = await app.orm.em
        .fork()
        .execute<{ n: number }[]>(`select count(*)::int as n from live_events where published_at is null`);
      return row!.n;
    })
    .toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/**
 * Runs `change` in a unit of work on `app` that then fails, and waits past the dispatcher's safety-net
 * poll, so that anything the change let out would have reached every instance by now.
 */
export async function rolledBack(
  app: TestApp,
  change: (tx: EntityManager) => Promise<unknown>,
): Promise<void> {
  await expect(
    unitOfWork(app.orm.em.fork(), app.deps).run(async (tx) => {
      await change(tx);
      throw new Error("the rest of the change failed");
    }),
  ).rejects.toThrow("the rest of the change failed");
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
