import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { useAuth } from "../auth";
import { appendPage } from "./appendPage";
import { ListSearch } from "./ListSearch";
import { MemberRow } from "./MemberRow";
import { membersQuery } from "./people.graphql";

/** /forum/admin/users: find members by name or email; ban, unban, and (admins) change roles. */
export function UsersPage() {
  const { user: viewer } = useAuth();
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const list = useQuery(membersQuery, {
    variables: { query: query || null },
    fetchPolicy: "cache-and-network",
  });
  const more = () =>
    list.fetchMore({
      variables: { after: list.data?.members.pageInfo.endCursor },
      updateQuery: appendPage("members"),
    });
  const connection = list.data?.members;
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <ListSearch
        label="Search by name or email"
        query={query}
        onSearch={(q) => setParams(q ? { q } : {})}
        total={connection?.totalCount}
        noun="member"
        failed={!!list.error && !list.data}
      />
      <div className="members__scroll">
        <table className="members">
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Role</th>
              <th scope="col">Joined</th>
              <th scope="col">Last active</th>
              <th scope="col">Posts</th>
              <th scope="col">Status and actions</th>
            </tr>
          </thead>
          <tbody>
            {connection?.edges.map(({ node }) => (
              <MemberRow key={node.user.id} member={node} viewer={viewer} />
            ))}
          </tbody>
        </table>
      </div>
      {connection?.pageInfo.hasNextPage && (
        <button type="button" className="button" onClick={() => void more()}>
          Show more
        </button>
      )}
    </section>
  );
}
