import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { useT, type Shown } from "../../i18n";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { useAuth } from "../auth";
import { broadcastMutation } from "./categories.graphql";

const BROADCAST_MAX = 2000;

/**
 * /forum/admin/broadcast: an admin writes a system message, sees it as members will, and confirms before
 * it goes to every member's bell. Moderators see the page but may not send (the permission matrix).
 */
export function BroadcastPage() {
  const t = useT("admin");
  const isModerator = useAuth().user?.role === "moderator";
  return (
    <section aria-labelledby="broadcast-title">
      <h2 id="broadcast-title">{t("admin.broadcast.title")}</h2>
      <p>{t("admin.broadcast.intro")}</p>
      {isModerator ? <p className="admin-note">{t("admin.broadcast.adminsOnly")}</p> : <BroadcastForm />}
    </section>
  );
}

function BroadcastForm() {
  const t = useT("admin", "notifications");
  const textId = useId();
  const [content, setContent] = useState("");
  const [previewing, setPreviewing] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: Shown } | null>(null);
  const [send, { loading }] = useMutation(broadcastMutation);

  const preview = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (content.trim()) setPreviewing(true);
  };
  const confirm = async () => {
    setMessage(null);
    try {
      const result = await send({ variables: { content } });
      const count = result.data?.broadcastSystemNotification ?? 0;
      setMessage({ tone: "success", text: t("admin.broadcast.sent", { count }) });
      setContent("");
      setPreviewing(false);
    } catch (error) {
      setMessage({
        tone: "error",
        text: serverMessageOr(describeFailure(error), t("admin.broadcast.notSent")),
      });
    }
  };

  if (previewing)
    return (
      <div className="admin-broadcast" role="group" aria-labelledby="broadcast-preview-title">
        <h3 id="broadcast-preview-title">{t("admin.broadcast.previewTitle")}</h3>
        <div className="admin-broadcast__preview">
          <p className="admin-broadcast__label">{t("notifications.type.system")}</p>
          <p>{t("notifications.headline.system")}</p>
          <p className="admin-broadcast__text">{content.trim()}</p>
        </div>
        <p>{t("admin.broadcast.final")}</p>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <div className="admin-broadcast__actions">
          <button type="button" className="button" disabled={loading} onClick={() => setPreviewing(false)}>
            {t("admin.broadcast.edit")}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={loading}
            onClick={() => void confirm()}
          >
            {loading ? t("admin.broadcast.sending") : t("admin.broadcast.confirm")}
          </button>
        </div>
      </div>
    );

  return (
    <form onSubmit={preview} noValidate className="admin-broadcast">
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          {t("admin.broadcast.message")}
        </label>
        <textarea
          id={textId}
          className="field__input"
          rows={4}
          maxLength={BROADCAST_MAX}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <SubmitButton busy={false} busyLabel={t("admin.broadcast.preview")} disabled={!content.trim()}>
        {t("admin.broadcast.preview")}
      </SubmitButton>
    </form>
  );
}
