import type { TestApp } from "./app.js";
import { until } from "./polling.js";

/** Waits until the queued job `name` whose data has `field` = `value` has completed. */
export function jobCompleted(app: TestApp, name: string, field: string, value: string): Promise<true> {
  return until(`the job ${name} of ${value}`, async () => {
    const rows = await app.orm.em
      .fork()
      .execute<Array<{ state: string }>>(`select state from pgboss.job where name = ? and data->>? = ?`, [
        name,
        field,
        value,
      ]);
    return rows[0]?.state === "completed" ? true : undefined;
  });
}
