import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router-dom";
import { useT } from "../../i18n";
import { useAuth } from "../auth";
import { appendPage } from "./appendPage";
import { ListSearch } from "./ListSearch";
import { MemberRow } from "./MemberRow";
import { membersQuery } from "./people.graphql";

/** /forum/admin/users: find members by name or email; ban, unban, and (admins) change roles. */
export function UsersPage() {
  const t = useT("admin");
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
      <h2 id="users-title">{t("admin.nav.users")}</h2>
      <ListSearch
        label={t("admin.users.search")}
        query={query}
        onSearch={(q) => setParams(q ? { q } : {})}
        total={connection?.totalCount}
        counted={(count) => t("admin.users.count", { count })}
        failed={!!list.error && !list.data}
      />
      <div className="members__scroll">
        <table className="members">
          <thead>
            <tr>
              <th scope="col">{t("admin.users.member")}</th>
              <th scope="col">{t("admin.users.role")}</th>
              <th scope="col">{t("admin.users.joined")}</th>
              <th scope="col">{t("admin.users.lastActive")}</th>
              <th scope="col">{t("admin.users.posts")}</th>
              <th scope="col">{t("admin.users.actions")}</th>
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
          {t("admin.showMore")}
        </button>
      )}
    </section>
  );
}
