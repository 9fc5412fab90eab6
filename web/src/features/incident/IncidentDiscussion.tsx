import { useMutation } from "@apollo/client/react";
import { postBodyError } from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { T, useFormat, useLocale, useMessageText, useT } from "../../i18n";
import { describeFailure } from "../../lib/callFailure";
import { useAuth } from "../auth";
import { postToIncidentDiscussionMutation } from "./incidentDiscussion.graphql";

export interface DiscussionPost {
  id: string;
  number: number;
  html: string;
  language?: string | null;
  createdAt: unknown;
  author?: { id: string; username: string } | null;
}

export interface Discussion {
  postCount: number;
  withdrawnReason?: string | null;
  thread: { id: string; isLocked: boolean };
  latestPosts: readonly DiscussionPost[];
}

/**
 * An incident's discussion on its page: "Discussion (N)", the newest posts and, for members, a reply box.
 * The whole thread, with quotes and reactions, is the forum's; the first post here makes it.
 */
export function IncidentDiscussion({
  eventId,
  discussion,
  onPosted,
}: {
  eventId: string;
  discussion: Discussion | null | undefined;
  onPosted(): Promise<unknown>;
}) {
  const t = useT("incident");
  const format = useFormat();
  const { user } = useAuth();
  const count = discussion?.postCount ?? 0;
  const locked = discussion?.thread.isLocked ?? false;
  return (
    <section className="incident-discussion" id="discussion" aria-labelledby="incident-discussion-title">
      <h2 id="incident-discussion-title">{t("incident.discussion.title", { count })}</h2>
      {count === 0 && <p>{t("incident.discussion.empty")}</p>}
      {discussion && discussion.latestPosts.length > 0 && (
        <ol className="incident-discussion__posts">
          {discussion.latestPosts.map((post) => (
            <li key={post.id} className="incident-discussion__post">
              <p className="incident-discussion__byline">
                {post.author ? (
                  <Link to={`/forum/user/${encodeURIComponent(post.author.username)}`}>
                    {post.author.username}
                  </Link>
                ) : (
                  t("incident.discussion.formerMember")
                )}{" "}
                · <time dateTime={String(post.createdAt)}>{format.instant(String(post.createdAt))}</time>
              </p>
              {/* the server's sanitised rendering, as the forum shows it */}
              <div
                className="post__content"
                lang={post.language ?? ""}
                dangerouslySetInnerHTML={{ __html: post.html }}
              />
            </li>
          ))}
        </ol>
      )}
      {discussion && (
        <p>
          <Link to={`/forum/thread/${encodeURIComponent(discussion.thread.id)}`}>
            {t("incident.discussion.openThread")}
          </Link>
        </p>
      )}
      {locked ? (
        <p className="incident-discussion__locked" role="note">
          {t("incident.discussion.locked")}
        </p>
      ) : user ? (
        <DiscussionReply eventId={eventId} onPosted={onPosted} />
      ) : (
        <p>
          <T
            ns="incident"
            id="incident.discussion.signIn"
            components={{ login: <Link to="/forum/login" /> }}
          />
        </p>
      )}
    </section>
  );
}

function DiscussionReply({ eventId, onPosted }: { eventId: string; onPosted(): Promise<unknown> }) {
  const t = useT("incident");
  const messageText = useMessageText();
  const language = useLocale();
  const [body, setBody] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [post, { loading }] = useMutation(postToIncidentDiscussionMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = postBodyError(body);
    setFieldError(problem && messageText(problem));
    if (problem) return;
    setFailure(null);
    try {
      await post({ variables: { eventId, body, language } });
      setBody("");
      await onPosted();
    } catch (error) {
      setFailure(messageText(describeFailure(error).message ?? t("incident.discussion.failed")));
    }
  }

  return (
    <form className="form incident-discussion__reply" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor="incident-discussion-body">
          {t("incident.discussion.yourPost")}
        </label>
        <textarea
          id="incident-discussion-body"
          className="field__input"
          rows={4}
          value={body}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "incident-discussion-error" : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {fieldError && (
          <p className="field__error" id="incident-discussion-error">
            {fieldError}
          </p>
        )}
      </div>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <SubmitButton busy={loading} busyLabel={t("incident.discussion.posting")}>
        {t("incident.discussion.post")}
      </SubmitButton>
    </form>
  );
}
