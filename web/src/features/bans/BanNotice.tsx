import { bannedMessage } from "@incident-watch/schema";
import type { BanFacts } from "./useMyBan";
import "./bans.css";

interface BanNoticeProps {
  ban: BanFacts;
  /** The banner at the top of every page, or a note in place of a form. */
  variant?: "banner" | "inline";
  /** Someone else's ban (staff on a profile): names them instead of "You". */
  username?: string;
}

/** "You are banned until … Reason: …", the same words the server answers a banned member's writes with. */
export function BanNotice({ ban, variant = "inline", username }: BanNoticeProps) {
  const text = bannedMessage(ban);
  return (
    <p className={`ban-notice ban-notice--${variant}`} role="note" data-testid="ban-notice">
      {username ? text.replace(/^You are/, `${username} is`) : text}
    </p>
  );
}
