import { useT, useFormat } from "../../i18n";
import type { BanFacts } from "./useMyBan";
import "./bans.css";

interface BanNoticeProps {
  ban: BanFacts;
  /** The banner at the top of every page, or a note in place of a form. */
  variant?: "banner" | "inline";
  /** Someone else's ban (staff on a profile): names them instead of "You". */
  username?: string;
}

/**
 * When a ban ends, as the page writes a moment, in UTC (in English the same words as schema's banEndText,
 * which the server answers with).
 */
export function useBanEndText(): (endsAt: Date | string) => string {
  const format = useFormat();
  return (endsAt) => format.instant(endsAt);
}

/**
 * "You are banned until … Reason: …", in the page's language: in English the same words the server
 * answers a banned member's writes with (schema's bannedMessage), the end in UTC as there.
 */
export function BanNotice({ ban, variant = "inline", username }: BanNoticeProps) {
  const t = useT("app");
  const banEnd = useBanEndText();
  const reason = ban.reason;
  const until = ban.endsAt === null ? null : banEnd(ban.endsAt);
  const text = username
    ? until === null
      ? t("app.ban.memberForever", { username, reason })
      : t("app.ban.memberUntil", { username, until, reason })
    : until === null
      ? t("app.ban.youForever", { reason })
      : t("app.ban.youUntil", { until, reason });
  return (
    <p className={`ban-notice ban-notice--${variant}`} role="note" data-testid="ban-notice">
      {text}
    </p>
  );
}
