import { useMutation } from "@apollo/client/react";
import { headlineText, notificationHeadline } from "@incident-watch/schema";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { useAuth } from "../auth";
import { broadcastMutation } from "./categories.graphql";

const BROADCAST_MAX = 2000;

/**
 * /forum/admin/broadcast: an admin writes a system message, sees it as members will, and confirms before
 * it goes to every member's bell. Moderators see the page but may not send (the permission matrix).
 */
export function BroadcastPage() {
  const isModerator = useAuth().user?.role === "moderator";
  return (
    <section aria-labelledby="broadcast-title">
      <h2 id="broadcast-title">Message to all members</h2>
      <p>Every member gets it as a system notification. It is recorded in the audit log.</p>
      {isModerator ? (
        <p className="admin-note">Only admins can send a message to all members.</p>
      ) : (
        <BroadcastForm />
      )}
    </section>
  );
}

function BroadcastForm() {
  const textId = useId();
  const [content, setContent] = useState("");
  const [previewing, setPreviewing] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
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
      setMessage({ tone: "success", text: `Sent to ${count} ${count === 1 ? "member" : "members"}.` });
      setContent("");
      setPreviewing(false);
    } catch (error) {
      setMessage({
        tone: "error",
        text: serverMessageOr(describeFailure(error), "The message was not sent."),
      });
    }
  };

  if (previewing)
    return (
      <div className="admin-broadcast" role="group" aria-labelledby="broadcast-preview-title">
        <h3 id="broadcast-preview-title">Preview: what every member will see</h3>
        <div className="admin-broadcast__preview">
          <p className="admin-broadcast__label">System Message</p>
          <p>
            {headlineText(
              notificationHeadline({ type: "system", actorName: null, threadTitle: null, content }),
            )}
          </p>
          <p className="admin-broadcast__text">{content.trim()}</p>
        </div>
        <p>Once sent, it cannot be taken back.</p>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <div className="admin-broadcast__actions">
          <button type="button" className="button" disabled={loading} onClick={() => setPreviewing(false)}>
            Edit the message
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={loading}
            onClick={() => void confirm()}
          >
            {loading ? "Sending..." : "Confirm and send to all members"}
          </button>
        </div>
      </div>
    );

  return (
    <form onSubmit={preview} noValidate className="admin-broadcast">
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          Message
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
      <SubmitButton busy={false} busyLabel="Preview" disabled={!content.trim()}>
        Preview
      </SubmitButton>
    </form>
  );
}
