import type { EntityManager } from "@mikro-orm/postgresql";

/** What a live page answered compared with its capture (decision 130). */
export type LiveCheckStatus = "unchanged" | "changed" | "gone";

/** A captured source due for a check. */
export interface DueCheck {
  captureId: string;
  url: string;
}

/**
 * Each source's latest kept capture whose last check (or, never checked, the capture itself) is older
 * than `dueBefore`, longest waiting first.
 */
export async function dueChecks(em: EntityManager, dueBefore: Date, limit: number): Promise<DueCheck[]> {
  return em.execute<DueCheck[]>(
    `select c.id::text as "captureId", c.url
     from (select distinct on (source_id) id from source_captures where status = 'captured'
           order by source_id, id desc) latest
     join source_captures c on c.id = latest.id
     left join source_checks k on k.capture_id = c.id
     where coalesce(k.attempted_at, c.captured_at) <= ?
     order by coalesce(k.attempted_at, c.captured_at), c.id limit ?`,
    [dueBefore, limit],
  );
}

/**
 * The SHA-256 (hex) of the page body a capture kept, from the WARC's page bytes; the capture's own
 * `sha256` is over the whole WARC and cannot be compared with a page.
 */
export async function capturedBodySha256(em: EntityManager, captureId: string): Promise<string> {
  const [row] = await em.execute<{ sha256: string }[]>(
    `select encode(sha256(substring(warc from page_offset + 1 for page_length)), 'hex') as sha256
     from source_captures where id = ?`,
    [captureId],
  );
  return row!.sha256;
}

/**
 * Records a check's answer; `since` stays the day the status was first seen while it holds. Without a
 * status (the site did not answer) only the attempt is noted, so the last known answer stays shown.
 */
export async function recordCheck(
  em: EntityManager,
  captureId: string,
  now: Date,
  answer: { status: LiveCheckStatus; httpStatus: number | null } | null,
): Promise<void> {
  if (!answer) {
    await em.execute(
      `insert into source_checks (capture_id, attempted_at) values (?, ?)
       on conflict (capture_id) do update set attempted_at = excluded.attempted_at`,
      [captureId, now],
    );
    return;
  }
  await em.execute(
    `insert into source_checks as k (capture_id, attempted_at, status, http_status, checked_at, since)
     values (?, ?, ?, ?, ?, ?)
     on conflict (capture_id) do update set attempted_at = excluded.attempted_at, status = excluded.status,
       http_status = excluded.http_status, checked_at = excluded.checked_at,
       since = case when k.status = excluded.status then k.since else excluded.since end`,
    [captureId, now, answer.status, answer.httpStatus, now, now],
  );
}
