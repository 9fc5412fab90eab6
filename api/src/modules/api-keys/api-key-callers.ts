import type { MikroORM } from "@mikro-orm/postgresql";
import type { ApiKeyCaller } from "../../core/viewer.js";
import type { Logger } from "../../infra/logger.js";
import { hashKeySecret, isWellFormedKey } from "./api-key-secrets.js";

/** How often the keys' counted use is written (their owners' list is that much behind at most). */
const FLUSH_MS = 1000;

interface Use {
  requests: number;
  downloads: number;
  at: Date;
}

interface CallerRow {
  id: string;
  user_id: string;
  requests_per_minute: number | null;
  downloads_per_minute: number | null;
}

/**
 * Who a key names, read from the database on every request, so a revoked or expired key is refused at
 * once on every instance; and the keys' use (last use, requests and downloads this month), counted in
 * memory and written once a second in one statement.
 */
export class ApiKeyCallers {
  private pending = new Map<string, Use>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
  ) {}

  /** The live key with this secret, or null when it is unknown, revoked or expired. */
  async caller(secret: string): Promise<ApiKeyCaller | null> {
    if (!isWellFormedKey(secret)) return null;
    const [row] = await this.orm.em.fork().execute<CallerRow[]>(
      `select id::text as id, user_id, requests_per_minute, downloads_per_minute from api_keys
        where secret_hash = ? and revoked_at is null and (expires_at is null or expires_at > now())`,
      [hashKeySecret(secret)],
    );
    if (!row) return null;
    return {
      id: row.id,
      userId: row.user_id,
      requestsPerMinute: row.requests_per_minute,
      downloadsPerMinute: row.downloads_per_minute,
      noteDownload: () => this.used(row.id, "download"),
    };
  }

  /** Counts one request, or one download, of the key. */
  used(keyId: string, kind: "request" | "download"): void {
    const use = this.pending.get(keyId) ?? { requests: 0, downloads: 0, at: new Date() };
    if (kind === "request") use.requests += 1;
    else use.downloads += 1;
    use.at = new Date();
    this.pending.set(keyId, use);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes the use counted so far (also when the app stops). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const uses = [...this.pending];
    this.pending = new Map();
    if (uses.length === 0) return;
    const rows = JSON.stringify(
      uses.map(([id, use]) => ({ id, requests: use.requests, downloads: use.downloads, at: use.at })),
    );
    try {
      await this.orm.em.fork().execute(
        `with used as (
           select (u->>'id')::bigint as id, (u->>'requests')::bigint as requests,
                  (u->>'downloads')::bigint as downloads, (u->>'at')::timestamptz as at
             from jsonb_array_elements(?::jsonb) u),
         touched as (
           update api_keys k set last_used_at = greatest(k.last_used_at, used.at)
             from used where k.id = used.id returning k.id)
         insert into api_key_usage (api_key_id, month, requests, downloads)
         select used.id, date_trunc('month', used.at at time zone 'UTC')::date, used.requests, used.downloads
           from used join touched on touched.id = used.id
         on conflict (api_key_id, month) do update
           set requests = api_key_usage.requests + excluded.requests,
               downloads = api_key_usage.downloads + excluded.downloads`,
        [rows],
      );
    } catch (error) {
      this.logger.warn("API keys' use could not be written", { error: String(error) });
    }
  }
}
