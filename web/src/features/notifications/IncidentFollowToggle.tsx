import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useT } from "../../i18n";
import { followIncidentMutation, unfollowIncidentMutation } from "../incident";

/**
 * "Stop following" beside a notice of a followed incident, in the bell and on the notifications page;
 * once stopped, "Follow again" undoes it. A notice is only sent to followers, so it starts as followed.
 */
export function IncidentFollowToggle({ eventId }: { eventId: string }) {
  const t = useT("notifications");
  const [follows, setFollows] = useState(true);
  const [follow, { loading: following }] = useMutation(followIncidentMutation);
  const [unfollow, { loading: unfollowing }] = useMutation(unfollowIncidentMutation);
  const toggle = async () => {
    const change = follows ? unfollow : follow;
    const { data } = await change({ variables: { eventId } }).catch(() => ({ data: undefined }));
    if (data) setFollows(!follows);
  };
  return (
    <button
      type="button"
      className="button button--small notification-follow"
      disabled={following || unfollowing}
      onClick={() => void toggle()}
    >
      {t(follows ? "notifications.follow.stop" : "notifications.follow.again")}
    </button>
  );
}
