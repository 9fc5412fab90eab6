import { useMutation } from "@apollo/client/react";
import { bannedMessage, type BanDurationName, type RoleName } from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import type { MembersQuery } from "../../gql/graphql";
import type { AuthUser } from "../auth";
import { BanFields } from "./BanFields";
import { formatInstant } from "./IncidentReviewCard";
import { banUserMutation, setUserRoleMutation, unbanUserMutation } from "./people.graphql";
import { reviewFailure } from "./reviewFailure";

type Member = MembersQuery["members"]["edges"][number]["node"];

const ROLE_NAMES: Record<RoleName, string> = { user: "Member", moderator: "Moderator", admin: "Admin" };

/** Who may ban whom, as the server decides it: never oneself or an admin; staff only by an admin. */
function canBan(viewer: AuthUser | null, member: Member["user"]): boolean {
  if (!viewer || viewer.id === member.id || member.role === "admin") return false;
  return member.role === "user" || viewer.role === "admin";
}

/** One member on the users screen, with the ban, unban and role actions the viewer may take. */
export function MemberRow({ member, viewer }: { member: Member; viewer: AuthUser | null }) {
  const { user } = member;
  const [form, setForm] = useState<"ban" | "unban" | null>(null);
  const [duration, setDuration] = useState<BanDurationName>("week");
  const [reason, setReason] = useState("");
  const [role, setRole] = useState<RoleName>(user.role);
  const [failure, setFailure] = useState<string | null>(null);
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
      setFailure(reviewFailure(error));
    }
  };
  const submitBan = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setFailure("Give a reason for the ban");
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
      <td data-label="Role">
        {viewer?.role === "admin" ? (
          <form className="members__role" onSubmit={submitRole}>
            <select
              aria-label={`Role of ${label}`}
              className="field__input"
              value={role}
              onChange={(e) => setRole(e.target.value as RoleName)}
            >
              {(Object.keys(ROLE_NAMES) as RoleName[]).map((name) => (
                <option key={name} value={name}>
                  {ROLE_NAMES[name]}
                </option>
              ))}
            </select>
            {role !== user.role && (
              <button type="submit" className="button members__action" disabled={changing.loading}>
                Change role
              </button>
            )}
          </form>
        ) : (
          ROLE_NAMES[user.role]
        )}
      </td>
      <td data-label="Joined">{formatInstant(user.createdAt)}</td>
      <td data-label="Last active">{user.lastActiveAt ? formatInstant(user.lastActiveAt) : "Never"}</td>
      <td data-label="Posts">{user.postCount.toLocaleString("en")}</td>
      <td>
        {user.activeBan && (
          <p className="members__ban">{bannedMessage(user.activeBan).replace(/^You are banned/, "Banned")}</p>
        )}
        {form === null && user.activeBan && (
          <button type="button" className="button members__action" onClick={() => setForm("unban")}>
            Unban…
          </button>
        )}
        {form === null && !user.activeBan && canBan(viewer, user) && (
          <button type="button" className="button members__action" onClick={() => setForm("ban")}>
            Ban…
          </button>
        )}
        {form === "ban" && (
          <form className="members__form" onSubmit={submitBan} aria-label={`Ban ${label}`}>
            <BanFields
              duration={duration}
              onDurationChange={setDuration}
              reason={reason}
              onReasonChange={setReason}
            />
            <button type="submit" className="button button--primary" disabled={banning.loading}>
              Ban {label}
            </button>
            <button type="button" className="button" onClick={() => setForm(null)}>
              Cancel
            </button>
          </form>
        )}
        {form === "unban" && (
          <form className="members__form" onSubmit={submitUnban} aria-label={`Unban ${label}`}>
            <label className="field">
              <span className="field__label">Note to the member (optional)</span>
              <textarea
                className="field__input"
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={unbanning.loading}>
              Lift the ban
            </button>
            <button type="button" className="button" onClick={() => setForm(null)}>
              Cancel
            </button>
          </form>
        )}
        {failure && (
          <p className="members__failure" role="alert">
            {failure}
          </p>
        )}
      </td>
    </tr>
  );
}
