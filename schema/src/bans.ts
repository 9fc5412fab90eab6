import { INSTANT_STYLE, instantLocale } from "./instant.js";
/** Ban durations a moderator chooses from, in days; permanent has no end. */
export const BAN_DURATION_DAYS = { day: 1, week: 7, month: 30, permanent: null } as const;
export type BanDurationName = keyof typeof BAN_DURATION_DAYS;

export const BAN_REASON_MAX = 1000;

export const moderationMessages = {
  banReasonRequired: "Give a reason for the ban",
  banReasonTooLong: `The reason must be at most ${BAN_REASON_MAX} characters`,
  banSelf: "You cannot ban yourself.",
  banAdmin: "Admins cannot be banned.",
  banStaffByModerator: "Moderators cannot ban moderators or admins; ask an admin.",
  unbanStaffByModerator: "Moderators cannot lift the ban of a moderator; ask an admin.",
  notBanned: "This member is not banned.",
  roleAdminsOnly: "Only admins can change roles.",
  lastAdmin: "The last admin cannot be demoted; make another member admin first.",
  roleOfBanned: "Lift the ban before making this member staff.",
  userSearchTooLong: "Search text must be at most 200 characters",
  firstOutOfRange: "first must be between 0 and 100",
  auditFilterInvalid: "This filter is not valid",
} as const;

/** When a ban ends, as the site writes a moment: "29/11/2026, 12:00 UTC". */
export function banEndText(endsAt: Date | string): string {
  return `${new Intl.DateTimeFormat(instantLocale("en"), INSTANT_STYLE).format(new Date(endsAt))} UTC`;
}

/** What a banned member is told whenever they try to write, and in the ban banner. */
export function bannedMessage(ban: { endsAt: Date | string | null; reason: string }): string {
  const until = ban.endsAt === null ? "permanently" : `until ${banEndText(ban.endsAt)}`;
  return `You are banned ${until}. Reason: ${ban.reason}`;
}
