import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, PUSH_TYPES, type Locale } from "@incident-watch/schema";
import type { Viewer } from "../../core/viewer.js";
import { notFound, ValidationError } from "../../core/errors.js";
import type { AppDeps } from "../../deps.js";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { notificationWords } from "../notifications/notification-words.js";
import type { NotificationsService, PushedNotification } from "../notifications/notifications.service.js";
import type { ThreadTitlesService } from "../forum/revisions/title-revisions.service.js";
import type { UsersService } from "../users/users.service.js";
import type { ModuleHooks, PushShown } from "../app-module.js";
import { Refusal } from "../../infra/url-title/outbound-guard.js";
import { checkSavedAddress } from "../../infra/url-title/saved-address.js";
import { vapidKeys } from "./push-keys.js";
import { pushUrl } from "./push-sender.js";
import { pushTag } from "./push-queue.js";

/** Ban and unban come with report_update's choice. */
const WITH_REPORT_UPDATE = ["ban", "unban"];
/** A member's devices with push; past it, the one subscribed longest ago gives way. */
export const PUSH_DEVICES_PER_MEMBER = 10;

export interface PushDeviceInput {
  endpoint?: unknown;
  keys?: { p256dh?: unknown; auth?: unknown } | null;
  types?: unknown;
}

/** What a device shows for a push: the words, where a click goes, the member's unseen count for the badge. */
export interface PushMessage extends PushShown {
  unseen: number;
}

/** What a push reads of its owners: the member's language and names, the notification, the thread's title. */
export interface PushReads {
  users: Pick<UsersService, "language" | "usernames">;
  notifications: Pick<NotificationsService, "pushed">;
  threadTitles: Pick<ThreadTitlesService, "titles">;
  /** The words of a push another module queued (ModuleHooks). */
  pushShown: ModuleHooks["pushShown"];
}

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** A member's devices with Web Push, and what a push names, read over the member's own session. */
export class PushService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config">,
    private readonly reads: PushReads,
  ) {}

  publicKey(): string {
    return vapidKeys(this.deps.config).publicKey;
  }

  /** Turns push on for a device (or changes its types): a device belongs to the member who last subscribed it. */
  async subscribe(viewer: Viewer, input: PushDeviceInput): Promise<{ types: string[] }> {
    const { endpoint, p256dh, auth } = await this.checkDevice(input);
    const types = checkTypes(input.types);
    await this.em.execute(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, types) values (?, ?, ?, ?, ?)
       on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh,
         auth = excluded.auth, types = excluded.types`,
      [viewer.id, endpoint, p256dh, auth, `{${types.join(",")}}`],
    );
    await this.em.execute(
      `delete from push_subscriptions where user_id = ? and id not in
         (select id from push_subscriptions where user_id = ? order by id desc limit ?)`,
      [viewer.id, viewer.id, PUSH_DEVICES_PER_MEMBER],
    );
    return { types: types.filter((type) => !WITH_REPORT_UPDATE.includes(type)) };
  }

  /** This device's choice, or null when it has no push for this member. */
  async device(viewer: Viewer, endpoint: unknown): Promise<{ types: string[] } | null> {
    if (typeof endpoint !== "string") return null;
    const [row] = await this.em.execute<Array<{ types: string[] }>>(
      `select types from push_subscriptions where endpoint = ? and user_id = ?`,
      [endpoint, viewer.id],
    );
    return row ? { types: row.types.filter((type) => !WITH_REPORT_UPDATE.includes(type)) } : null;
  }

  async unsubscribe(viewer: Viewer, endpoint: unknown): Promise<void> {
    if (typeof endpoint !== "string") return;
    await this.em.execute(`delete from push_subscriptions where endpoint = ? and user_id = ?`, [
      endpoint,
      viewer.id,
    ]);
  }

  /** What a push names, in the member's language, for the member alone (another's is not found). */
  async message(viewer: Viewer, ref: string): Promise<PushMessage> {
    const notification = /^n:(\d{1,18})$/.exec(ref)?.[1] ?? null;
    const [locale, pushed] = await Promise.all([
      this.reads.users.language(viewer.id),
      this.reads.notifications.pushed(viewer, notification),
    ]);
    const shown = notification
      ? await this.notificationShown(pushed.notification, locale)
      : await this.reads.pushShown(this.em, viewer.id, ref, locale);
    if (!shown) throw notFound(notification ? "Notification not found" : undefined);
    return { ...shown, unseen: pushed.unseen };
  }

  /** A notification's push: its words, titled by its kind with who did it in which thread. */
  private async notificationShown(row: PushedNotification | null, locale: Locale): Promise<PushShown | null> {
    if (!row) return null;
    const t = mailTexts(locale);
    const [actors, threads] = await Promise.all([
      this.reads.users.usernames(row.actor_id ? [row.actor_id] : []),
      this.reads.threadTitles.titles(row.thread_id ? [row.thread_id] : []),
    ]);
    const words = {
      actor: (row.actor_id && actors.get(row.actor_id)) ?? t("mail.missed.someone"),
      thread: (row.thread_id && threads.get(row.thread_id)) ?? t("mail.missed.aThread"),
    };
    const titles: Record<string, string> = {
      reply: t("mail.missed.reply", words),
      mention: t("mail.missed.mention", words),
      quote: t("push.quote", words),
      new_thread: t("mail.missed.newThread", words),
      incident: t("push.incident"),
    };
    return {
      title: titles[row.type] ?? t("push.notification"),
      body: notificationWords(locale, row) ?? "",
      url: notificationUrl(row),
      tag: pushTag({ threadId: row.thread_id, eventId: row.event_id, id: row.id }),
    };
  }

  /** The device's subscription, its endpoint checked as each push will be: https on 443, a public address. */
  private async checkDevice(input: PushDeviceInput) {
    const invalid = () => new ValidationError({ endpoint: apiMessages.pushSubscriptionInvalid });
    const { endpoint } = input;
    const p256dh = input.keys?.p256dh;
    const auth = input.keys?.auth;
    if (typeof endpoint !== "string" || typeof p256dh !== "string" || typeof auth !== "string")
      throw invalid();
    if (p256dh.length > 200 || auth.length > 100 || !BASE64URL.test(p256dh) || !BASE64URL.test(auth))
      throw invalid();
    const allowLoopback = this.deps.config.pushAllowLoopback;
    try {
      await checkSavedAddress(pushUrl(endpoint, allowLoopback), { allowLoopback });
    } catch (error) {
      if (error instanceof Refusal) throw invalid();
      throw error;
    }
    return { endpoint, p256dh, auth };
  }
}

/** Where a push's click goes: the post it is about, the followed incident, or the bell's page. */
function notificationUrl(row: { thread_id: string | null; post_id: string | null; event_id: string | null }) {
  if (row.thread_id) return `/forum/thread/${row.thread_id}${row.post_id ? `?highlight=${row.post_id}` : ""}`;
  if (row.event_id) return `/incident/${row.event_id}`;
  return "/forum/notifications";
}

/** The types as given, each known, with ban and unban following report_update. */
function checkTypes(raw: unknown): string[] {
  const known: readonly string[] = PUSH_TYPES;
  if (
    !Array.isArray(raw) ||
    raw.length > 20 ||
    !raw.every((type) => typeof type === "string" && known.includes(type))
  )
    throw new ValidationError({ types: apiMessages.pushTypesInvalid });
  const types = [...new Set(raw as string[])];
  return types.includes("report_update") ? [...types, ...WITH_REPORT_UPDATE] : types;
}
