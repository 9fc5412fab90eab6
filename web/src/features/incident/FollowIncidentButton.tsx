import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { useT } from "../../i18n";
import { followIncidentMutation, unfollowIncidentMutation } from "./incidentFollow.graphql";

const incidentFollowQuery = graphql(`
  query IncidentFollow($id: ID!) {
    event(id: $id) {
      id
      viewerFollows
    }
  }
`);

/**
 * Follow / Following on an incident's page, for a signed-in member: a followed incident's corrections,
 * sources, evidence and withdrawal come to the bell. Its own chunk, read apart from the page's public query.
 */
export function FollowIncidentButton({ eventId }: { eventId: string }) {
  const t = useT("incident");
  const { data } = useQuery(incidentFollowQuery, { variables: { id: eventId }, fetchPolicy: "network-only" });
  // the follow is read again once it changed
  const refetchQueries = [{ query: incidentFollowQuery, variables: { id: eventId } }];
  const [follow, { loading: following }] = useMutation(followIncidentMutation, { refetchQueries });
  const [unfollow, { loading: unfollowing }] = useMutation(unfollowIncidentMutation, { refetchQueries });
  const follows = data?.event?.viewerFollows;
  if (follows === undefined) return null;
  const busy = following || unfollowing;
  return (
    <p className="incident-page__follow">
      <button
        type="button"
        className={follows ? "button" : "button button--primary"}
        aria-pressed={follows}
        disabled={busy}
        title={t(follows ? "incident.follow.unfollowHint" : "incident.follow.followHint")}
        onClick={() => void (follows ? unfollow : follow)({ variables: { eventId } }).catch(() => undefined)}
      >
        {t(follows ? "incident.follow.following" : "incident.follow.follow")}
      </button>
    </p>
  );
}
