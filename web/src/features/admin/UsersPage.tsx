import { useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { useAuth } from "../auth/useAuth";
import { MemberRow } from "./MemberRow";
import { membersQuery } from "./people.graphql";

/** /forum/admin/users: find members by name or email; ban, unban, and (admins) change roles. */
export function UsersPage() {
  const { user: viewer } = useAuth();
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const [text, setText] = useState(query);
  const list = useQuery(membersQuery, {
    variables: { query: query || null },
    fetchPolicy: "cache-and-network",
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const more = () =>
    list.fetchMore({
      variables: { after: list.data?.members.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        members: {
          ...fetchMoreResult.members,
          edges: [...previous.members.edges, ...fetchMoreResult.members.edges],
        },
      }),
    });
  const connection = list.data?.members;
  return (
    <section aria-labelledby="users-title">
      <h2 id="users-title">Users</h2>
      <form className="reviewed__search" role="search" onSubmit={search}>
        <label className="field">
          <span className="field__label">Search by name or email</span>
          <input
            className="field__input"
            type="search"
            maxLength={200}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {connection && (
        <p>
          {connection.totalCount} member{connection.totalCount === 1 ? "" : "s"}
          {query ? ` matching “${query}”` : ""}
        </p>
      )}
      {list.error && !list.data && <p role="alert">The list could not be loaded.</p>}
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
