import { createHash } from "node:crypto";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import {
  capturePage,
  TRANSIENT_FAILURES,
  type PageCaptureOptions,
} from "../../infra/capture/page-capture.js";
import { saveToWayback } from "../../infra/capture/save-page-now.js";
import { requestTimeStamp } from "../../infra/capture/timestamp.js";
import { writeWarc } from "../../infra/capture/warc.js";
import type { JobContext } from "../app-module.js";
import { queueJob } from "../job-topics.js";
import { liveMessage, publishLive } from "../live-topics.js";
import { waitForHost } from "./host-pace.js";

/** A capture job's data; `host` paces it with the other captures an import queued for that host. */
export interface CaptureJob {
  captureId: string;
  host?: string;
}

type Deps = Pick<AppDeps, "config" | "logger">;

interface Progress {
  sourceId: string;
  url: string;
  status: string;
  attempts: number;
  sha256: string | null;
  stamped: boolean;
  saved: boolean;
}

/** The outbound guard's rules and bounds for fetching a source page (captures and their live checks). */
export function captureOptions(config: AppDeps["config"]): PageCaptureOptions {
  return {
    allowLoopback: config.titleFetchAllowLoopback,
    allowedPorts: config.titleFetchPorts,
    connectTimeoutMs: config.titleFetchConnectTimeoutMs,
    totalTimeoutMs: config.captureTimeoutMs,
    maxBytes: config.captureMaxBytes,
    maxRedirects: 5,
    userAgent: `IncidentWatch-Archiver/1.0 (+${config.publicUrl})`,
  };
}

/** The same job again after `seconds`, in a transaction of its own. */
function later(uow: UnitOfWork, job: CaptureJob, seconds: number): Promise<void> {
  return uow.run((tx) => queueJob(uow, tx, "capture-source", job, seconds));
}

/** Another try after the configured delay, doubled at each attempt (1×, 2×, 4× …). */
function retry({ uow, deps }: Pick<JobContext, "uow"> & { deps: Deps }, job: CaptureJob, attempt: number) {
  return later(uow, job, deps.config.captureRetrySeconds * 2 ** (attempt - 1));
}

async function fetchIntoArchive(context: JobContext, job: CaptureJob, progress: Progress, attempt: number) {
  const { em, deps } = context;
  const id = job.captureId;
  const { config } = deps;
  const result = await capturePage(progress.url, captureOptions(config));
  if (!result.ok) {
    const again = TRANSIENT_FAILURES.has(result.reason) && attempt < config.captureAttempts;
    await em.execute(`update source_captures set status = ?, failure = ?, failure_detail = ? where id = ?`, [
      again ? "pending" : "failed",
      result.reason,
      result.detail,
      id,
    ]);
    if (again) await retry(context, job, attempt);
    return false;
  }
  const now = new Date();
  const { warc, pageOffset, pageLength } = writeWarc(result.exchanges, now, "IncidentWatch-Archiver/1.0");
  const last = result.exchanges.at(-1)!;
  progress.sha256 = createHash("sha256").update(warc).digest("hex");
  await em.execute(
    `update source_captures set status = 'captured', failure = null, failure_detail = null, captured_at = ?,
       sha256 = ?, warc = ?, http_status = ?, content_type = ?, page_offset = ?, page_length = ? where id = ?`,
    [now, progress.sha256, warc, last.status, last.contentType, pageOffset, pageLength, id],
  );
  return true;
}

/**
 * One step of a source's capture (decision 120): the page into a WARC, its SHA-256 stamped by the
 * time-stamp authority, the page offered to Save Page Now; each step that is not done yet, so a retry
 * resumes where the last attempt stopped. Transient failures come back later with a doubled delay. An
 * imported source's capture waits its turn on its host (decision 133).
 */
export async function runCapture(context: JobContext, job: CaptureJob): Promise<void> {
  const { em, uow, deps, services } = context;
  const id = job.captureId;
  if (job.host) {
    const wait = await waitForHost(em, job.host, deps.config.importCaptureHostSeconds);
    if (wait > 0) return later(uow, job, Math.ceil(wait));
  }
  const [progress] = await em.execute<Progress[]>(
    `update source_captures c set attempts = attempts + 1 where c.id = ? and c.status <> 'failed'
      returning c.source_id::text as "sourceId", c.url, c.status, c.attempts, c.sha256,
        c.timestamp_token is not null as stamped, c.wayback_job is not null as saved`,
    [id],
  );
  if (!progress) return;
  const attempt = progress.attempts;
  const { config } = deps;
  let changed = false;
  if (progress.status === "pending") {
    if (!(await fetchIntoArchive(context, job, progress, attempt))) return;
    changed = true;
  }
  let unfinished = false;
  if (config.tsaUrl && config.tsaCaPem && !progress.stamped) {
    try {
      const digest = Buffer.from(progress.sha256!, "hex");
      const stamp = await requestTimeStamp(config.tsaUrl, digest, 15_000, config.tsaCaPem);
      await em.execute(
        `update source_captures set timestamp_token = ?, timestamped_at = ?, timestamp_authority = ?,
           timestamp_ca_sha256 = ? where id = ?`,
        [stamp.token, stamp.time, stamp.authority, stamp.caSha256, id],
      );
      changed = true;
    } catch (error) {
      deps.logger.warn("Capture not time-stamped", { id, error: String(error) });
      unfinished = true;
    }
  }
  if (config.savePageNowUrl && !progress.saved) {
    try {
      const saved = await saveToWayback(config.savePageNowUrl, config.savePageNowAuth, progress.url, {
        timeoutMs: 15_000,
        pollMs: 2000,
        polls: 10,
      });
      await em.execute(
        `update source_captures set wayback_job = ?, wayback_url = ?, wayback_saved_at = now() where id = ?`,
        [JSON.stringify(saved.job), saved.waybackUrl, id],
      );
      changed = true;
    } catch (error) {
      deps.logger.warn("Source not saved to the Wayback Machine", { id, error: String(error) });
      unfinished = true;
    }
  }
  if (unfinished && attempt < config.captureAttempts) await retry(context, job, attempt);
  // public answers show the capture: made again once it changed, when its incident is published
  if (changed && (await services.ledger.isSourcePublic(progress.sourceId)))
    await uow.run((tx) =>
      publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "sourceCapture" })]),
    );
}
