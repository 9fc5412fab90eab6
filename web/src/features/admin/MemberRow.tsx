import { useMutation } from "@apollo/client/react";
import { type BanDurationName, type RoleName } from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import type { MembersQuery } from "../../gql/graphql";
import { useFormat, useMessageText, useT, type MessageId, type Shown } from "../../i18n";
import { MemberApiKeys } from "../api-keys";
import type { AuthUser } from "../auth";
import { useBanEndText } from "../bans";
import { BanFields } from "./BanFields";
import { banUserMutation, setUserRoleMutation, unbanUserMutation } from "./people.graphql";
import { reviewFailure } from "./reviewFailure";

type Member = MembersQuery["members"]["edges"][number]["node"];

const ROLE_NAMES: Record<RoleName, MessageId> = {
  user: "admin.users.roleMember",
  moderator: "app.role.moderator",
  admin: "app.role.admin",
};

/** Who may ban whom, as the server decides it: never oneself or an admin; staff only by an admin. */
function canBan(viewer: AuthUser | null, member: Member["user"]): boolean {
  if (!viewer || viewer.id === member.id || member.role === "admin") return false;
  return member.role === "user" || viewer.role === "admin";
}

/** One member on the users screen, with the ban, unban and role actions the viewer may take. */
export function MemberRow({ member, viewer }: { member: Member; viewer: AuthUser | null }) {
  const t = useT("app", "admin");
  const format = useFormat();
  const messageText = useMessageText();
  const banEnd = useBanEndText();
  const instant = (iso: unknown) => <time dateTime={String(iso)}>{format.instant(String(iso))}</time>;
  const { user } = member;
  const [form, setForm] = useState<"ban" | "unban" | null>(null);
  const [duration, setDuration] = useState<BanDurationName>("week");
  const [reason, setReason] = useState("");
  const [role, setRole] = useState<RoleName>(user.role);
  const [failure, setFailure] = useState<Shown | null>(null);
  const [ban, banning] = useMutation(banUserMutation);
  const [unban, unbanning] = useMutation(unbanUserMutation);
  const [changeRole, changing] = useMutation(setUserRoleMutation);
  const label = user.username;

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
      setForm(null);
      setReason("");
    } catch (error) {
      setFailure(reviewFailure(error, t));
    }
  };
  const submitBan = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setFailure(t("admin.ban.reasonRequired"));
    void run(() => ban({ variables: { input: { userId: user.id, duration, reason: reason.trim() } } }));
  };
  const submitUnban = (event: FormEvent) => {
    event.preventDefault();
    void run(() => unban({ variables: { userId: user.id, reason: reason.trim() || null } }));
  };
  const submitRole = (event: FormEvent) => {
    event.preventDefault();
    void run(() => changeRole({ variables: { userId: user.id, role } }));
  };

  return (
    <tr aria-label={label}>
      <th scope="row">
        <Link to={`/forum/user/${encodeURIComponent(user.username)}`}>{user.username}</Link>
        <span className="members__email">{member.email}</span>
      </th>
      {/* data-label names each cell where phones show the row as a card without the header */}
      <td data-label={t("admin.users.role")}>
        {viewer?.role === "admin" ? (
          <form className="members__role" onSubmit={submitRole}>
            <select
              aria-label={t("admin.users.roleOf", { username: label })}
              className="field__input"
              value={role}
              onChange={(e) => setRole(e.target.value as RoleName)}
            >
              {(Object.keys(ROLE_NAMES) as RoleName[]).map((name) => (
                <option key={name} value={name}>
                  {t(ROLE_NAMES[name])}
                </option>
              ))}
            </select>
            {role !== user.role && (
              <button type="submit" className="button members__action" disabled={changing.loading}>
                {t("admin.users.changeRole")}
              </button>
            )}
          </form>
        ) : (
          t(ROLE_NAMES[user.role])
        )}
      </td>
      <td data-label={t("admin.users.joined")}>{instant(user.createdAt)}</td>
      <td data-label={t("admin.users.lastActive")}>
        {user.lastActiveAt ? instant(user.lastActiveAt) : t("admin.users.never")}
      </td>
      <td data-label={t("admin.users.posts")}>{format.number(user.postCount)}</td>
      <td>
        {user.activeBan && (
          <p className="members__ban">
            {user.activeBan.endsAt === null
              ? t("admin.users.bannedForever", { reason: user.activeBan.reason })
              : t("admin.users.bannedUntil", {
                  until: banEnd(user.activeBan.endsAt),
                  reason: user.activeBan.reason,
                })}
          </p>
        )}
        {form === null && user.activeBan && (
          <button type="button" className="button members__action" onClick={() => setForm("unban")}>
            {t("admin.users.unban")}
          </button>
        )}
        {form === null && !user.activeBan && canBan(viewer, user) && (
          <button type="button" className="button members__action" onClick={() => setForm("ban")}>
            {t("admin.users.ban")}
          </button>
        )}
        {form === "ban" && (
          <form
            className="members__form"
            onSubmit={submitBan}
            aria-label={t("admin.users.banOf", { username: label })}
          >
            <BanFields
              duration={duration}
              onDurationChange={setDuration}
              reason={reason}
              onReasonChange={setReason}
            />
            <button type="submit" className="button button--primary" disabled={banning.loading}>
              {t("admin.users.banOf", { username: label })}
            </button>
            <button type="button" className="button" onClick={() => setForm(null)}>
              {t("admin.cancel")}
            </button>
          </form>
        )}
        {form === "unban" && (
          <form
            className="members__form"
            onSubmit={submitUnban}
            aria-label={t("admin.users.unbanOf", { username: label })}
          >
            <label className="field">
              <span className="field__label">{t("admin.users.unbanNote")}</span>
              <textarea
                className="field__input"
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={unbanning.loading}>
              {t("admin.users.liftBan")}
            </button>
            <button type="button" className="button" onClick={() => setForm(null)}>
              {t("admin.cancel")}
            </button>
          </form>
        )}
        {failure && (
          <p className="members__failure" role="alert">
            {messageText(failure)}
          </p>
        )}
        <MemberApiKeys userId={user.id} username={label} admin={viewer?.role === "admin"} />
      </td>
    </tr>
  );
}
