import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, messages } from "@incident-watch/schema";
import { forbidden, notFound, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import { Role } from "../users/role.js";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { AuditService } from "../audit/audit.service.js";
import { User } from "../users/user.entity.js";
import type { ApiKey, ApiKeyInput, ApiKeyQuotaInput, CreatedApiKey } from "./api-key.types.js";
import { hashKeySecret, keyHint, newKeySecret } from "./api-key-secrets.js";

/** How many keys in use (not revoked, not expired) a member may keep (docs/research-api.md, "API keys"). */
export const API_KEYS_PER_MEMBER = 10;
const NAME_MAX = 100;
const EXPIRY_DAYS_MAX = 366;
/** The largest own quota an admin may give a key, a minute. */
const REQUESTS_PER_MINUTE_MAX = 1_000_000;
const DOWNLOADS_PER_MINUTE_MAX = 10_000;

interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  scope: string;
  hint: string;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  requests: string | null;
  downloads: string | null;
  requests_per_minute: number | null;
  downloads_per_minute: number | null;
}

const SELECT_KEYS = `
  select k.id::text as id, k.user_id, k.name, k.scope, k.hint, k.created_at, k.expires_at, k.revoked_at,
         k.last_used_at, m.requests, m.downloads, k.requests_per_minute, k.downloads_per_minute
    from api_keys k
    left join api_key_usage m on m.api_key_id = k.id and m.month = date_trunc('month', now() at time zone 'UTC')::date`;

const at = (value: Date | string | null) => (value === null ? null : new Date(value));

const present = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  createdAt: new Date(row.created_at),
  expiresAt: at(row.expires_at),
  revokedAt: at(row.revoked_at),
  lastUsedAt: at(row.last_used_at),
  requestsThisMonth: Number(row.requests ?? 0),
  downloadsThisMonth: Number(row.downloads ?? 0),
  requestsPerMinute: row.requests_per_minute,
  downloadsPerMinute: row.downloads_per_minute,
});

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationError({ name: apiMessages.apiKeyNameRequired });
  if (trimmed.length > NAME_MAX) throw new ValidationError({ name: apiMessages.apiKeyNameTooLong });
  return trimmed;
}

function checkedExpiry(days: number | null | undefined): number | null {
  if (days == null) return null;
  if (!Number.isInteger(days) || days < 1 || days > EXPIRY_DAYS_MAX)
    throw new ValidationError({ expiresInDays: apiMessages.apiKeyExpiryInvalid });
  return days;
}

function checkedQuota(value: number | null | undefined, max: number, field: string): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new ValidationError({ [field]: apiMessages.apiKeyQuotaInvalid });
  return value;
}

/**
 * A member's API keys (issue 56, decision 155): created with a name and an optional expiry, the secret
 * shown once and kept as its SHA-256; listed with their use; revoked by their owner or by staff, who are
 * audited. Anyone else's key looks missing.
 */
export class ApiKeysService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "rateLimiter">,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /** The member's keys, newest first, revoked ones too (a moderator's revocation shows). */
  async list(userId: string): Promise<ApiKey[]> {
    const rows = await this.em.execute<ApiKeyRow[]>(`${SELECT_KEYS} where k.user_id = ? order by k.id desc`, [
      userId,
    ]);
    return rows.map(present);
  }

  /** Staff: any member's keys, to revoke one. */
  memberKeys(viewer: Viewer, userId: string): Promise<ApiKey[]> {
    if (!isStaff(viewer)) throw forbidden();
    return this.list(userId);
  }

  async create(viewer: Viewer, input: ApiKeyInput): Promise<CreatedApiKey> {
    await this.deps.rateLimiter.consume("apiKeyWritesPerUser", viewer.id, messages.tooManyRequests);
    const name = checkedName(input.name);
    const days = checkedExpiry(input.expiresInDays);
    const secret = newKeySecret();
    return this.uow.run(async (tx) => {
      // one member's creations in turn, so two at once cannot both pass the count
      await tx.execute("select pg_advisory_xact_lock(hashtextextended('api_keys:' || ?, 0))", [viewer.id]);
      const [counted] = await tx.execute<Array<{ live: string }>>(
        `select count(*) as live from api_keys
          where user_id = ? and revoked_at is null and (expires_at is null or expires_at > now())`,
        [viewer.id],
      );
      if (Number(counted!.live) >= API_KEYS_PER_MEMBER)
        throw new ValidationError({ name: apiMessages.apiKeysTooMany });
      const [inserted] = await tx.execute<Array<{ id: string }>>(
        `insert into api_keys (user_id, name, secret_hash, hint, expires_at)
         values (?, ?, ?, ?, case when ?::int is null then null else now() + make_interval(days => ?::int) end)
         returning id::text as id`,
        [viewer.id, name, hashKeySecret(secret), keyHint(secret), days, days],
      );
      const [row] = await tx.execute<ApiKeyRow[]>(`${SELECT_KEYS} where k.id = ?`, [inserted!.id]);
      return { key: present(row!), secret };
    });
  }

  /**
   * Revokes a key at once (every instance reads keys per request). Its owner may, and staff may revoke
   * anyone's, which the audit log records (apiKey.revoke). Revoking a revoked key changes nothing.
   */
  async revoke(viewer: Viewer, id: string): Promise<ApiKey> {
    return this.uow.run(async (tx) => {
      const [key] = await tx.execute<Array<{ user_id: string; name: string }>>(
        "select user_id, name from api_keys where id = ? for update",
        [id],
      );
      const own = key?.user_id === viewer.id;
      if (!key || (!own && !isStaff(viewer))) throw notFound();
      const [revoked] = await tx.execute<Array<{ id: string }>>(
        "update api_keys set revoked_at = now(), revoked_by = ? where id = ? and revoked_at is null returning id",
        [viewer.id, id],
      );
      if (revoked && !own) await this.recordAction(tx, viewer, "apiKey.revoke", { id, ...key }, {});
      return this.keyIn(tx, id);
    });
  }

  /**
   * Admins: a key's own quota a minute, in place of the site's limit for keys (null: the site's again).
   * It applies from the key's next request on every instance, and the audit log records it (apiKey.quota).
   */
  async setQuota(viewer: Viewer, id: string, input: ApiKeyQuotaInput): Promise<ApiKey> {
    if (viewer.role !== Role.admin) throw forbidden();
    const requests = checkedQuota(input.requestsPerMinute, REQUESTS_PER_MINUTE_MAX, "requestsPerMinute");
    const downloads = checkedQuota(input.downloadsPerMinute, DOWNLOADS_PER_MINUTE_MAX, "downloadsPerMinute");
    return this.uow.run(async (tx) => {
      const [key] = await tx.execute<Array<{ user_id: string; name: string }>>(
        "update api_keys set requests_per_minute = ?, downloads_per_minute = ? where id = ? returning user_id, name",
        [requests, downloads, id],
      );
      if (!key) throw notFound();
      await this.recordAction(
        tx,
        viewer,
        "apiKey.quota",
        { id, ...key },
        {
          requestsPerMinute: requests,
          downloadsPerMinute: downloads,
        },
      );
      return this.keyIn(tx, id);
    });
  }

  /** A staff action on a member's key, in the audit log under the member, naming the key. */
  private async recordAction(
    tx: EntityManager,
    viewer: Viewer,
    action: "apiKey.revoke" | "apiKey.quota",
    key: { id: string; user_id: string; name: string },
    details: Record<string, unknown>,
  ): Promise<void> {
    this.audit.record(tx, {
      actor: viewer,
      action,
      targetType: "user",
      targetId: key.user_id,
      targetLabel: (await tx.findOneOrFail(User, key.user_id)).username,
      details: { apiKeyId: key.id, name: key.name, ...details },
    });
  }

  private async keyIn(tx: EntityManager, id: string): Promise<ApiKey> {
    const [row] = await tx.execute<ApiKeyRow[]>(`${SELECT_KEYS} where k.id = ?`, [id]);
    return present(row!);
  }
}
