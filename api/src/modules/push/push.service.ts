import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, isLocale, PUSH_TYPES, type Locale } from "@incident-watch/schema";
import type { Viewer } from "../../core/viewer.js";
import { notFound, ValidationError } from "../../core/errors.js";
import type { AppDeps } from "../../deps.js";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { notificationWords, type StoredWords } from "../notifications/notification-words.js";
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
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
  unseen: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** A member's devices with Web Push, and what a push names, read over the member's own session. */
export class PushService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config">,
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
    const [user] = await this.em.execute<Array<{ language: string; unseen: number }>>(
      `select language, (select count(*)::int from notifications where recipient_id = u.id and not seen) as unseen
         from users u where id = ?`,
      [viewer.id],
    );
    const locale = user && isLocale(user.language) ? user.language : "en";
    const t = mailTexts(locale);
    const unseen = user?.unseen ?? 0;
    const notification = /^n:(\d{1,18})$/.exec(ref);
    if (notification)
      return { ...(await this.notificationMessage(viewer, notification[1]!, locale)), unseen };
    const match = /^s:(\d{1,18}):(\d{1,18})$/.exec(ref);
    if (match) return { ...(await this.matchMessage(viewer, match[1]!, match[2]!, t)), unseen };
    const test = /^t:(\d{1,18})$/.exec(ref);
    if (test) return { ...(await this.testMessage(viewer, test[1]!, t)), unseen };
    throw notFound();
  }

  private async notificationMessage(viewer: Viewer, id: string, locale: Locale) {
    const t = mailTexts(locale);
    const [row] = await this.em.execute<
      Array<
        StoredWords & {
          type: string;
          thread_id: string | null;
          post_id: string | null;
          event_id: string | null;
          title: string | null;
          actor: string | null;
        }
      >
    >(
      `select n.type, n.content, n.message_key, n.message_args, n.related_thread_id::text as thread_id, n.related_post_id::text as post_id,
              n.related_event_id::text as event_id, t.title, a.username as actor
         from notifications n left join forum_threads t on t.id = n.related_thread_id
         left join users a on a.id = n.actor_id
        where n.id = ? and n.recipient_id = ?`,
      [id, viewer.id],
    );
    if (!row) throw notFound("Notification not found");
    const words = {
      actor: row.actor ?? t("mail.missed.someone"),
      thread: row.title ?? t("mail.missed.aThread"),
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
      tag: pushTag({ threadId: row.thread_id, eventId: row.event_id, id }),
    };
  }

  private async matchMessage(
    viewer: Viewer,
    searchId: string,
    eventId: string,
    t: ReturnType<typeof mailTexts>,
  ) {
    const [row] = await this.em.execute<Array<{ name: string; title: string }>>(
      `select s.name, e.title from saved_searches s join saved_search_matches m on m.saved_search_id = s.id
         join events e on e.id = m.event_id and e.status = 'approved'
        where s.id = ? and m.event_id = ? and s.user_id = ?`,
      [searchId, eventId, viewer.id],
    );
    if (!row) throw notFound();
    return {
      title: t("notifications.said.savedSearch", { name: row.name, title: row.title }),
      body: "",
      url: `/incident/${eventId}`,
      tag: `search-${searchId}`,
    };
  }

  /** A saved search's test push, sent when it is saved with push on (or changed). */
  private async testMessage(viewer: Viewer, searchId: string, t: ReturnType<typeof mailTexts>) {
    const [row] = await this.em.execute<Array<{ name: string }>>(
      `select name from saved_searches where id = ? and user_id = ?`,
      [searchId, viewer.id],
    );
    if (!row) throw notFound();
    return {
      title: t("push.savedSearchTest", { name: row.name }),
      body: t("push.savedSearchTestBody"),
      url: "/forum/settings#saved-searches",
      tag: `search-${searchId}`,
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
