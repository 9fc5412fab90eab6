import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { describeFailure, serverMessageOr } from "../auth/authErrors";
import { broadcastMutation } from "./categories.graphql";

const BROADCAST_MAX = 2000;

/** /forum/admin/broadcast (admins): a system message to every member's bell. */
export function BroadcastPage() {
  const textId = useId();
  const [content, setContent] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [send, { loading }] = useMutation(broadcastMutation);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const result = await send({ variables: { content } });
      const count = result.data?.broadcastSystemNotification ?? 0;
      setMessage({ tone: "success", text: `Sent to ${count} ${count === 1 ? "member" : "members"}.` });
      setContent("");
    } catch (error) {
      setMessage({
        tone: "error",
        text: serverMessageOr(describeFailure(error), "The message was not sent."),
      });
    }
  };
  return (
    <section aria-labelledby="broadcast-title">
      <h2 id="broadcast-title">Message to all members</h2>
      <p>Every member gets it as a system notification. It is recorded in the audit log.</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="admin-broadcast">
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
        <SubmitButton busy={loading} busyLabel="Sending..." disabled={!content.trim()}>
          Send to all members
        </SubmitButton>
      </form>
    </section>
  );
}
