import type { TestApp } from "./app.js";
import { forumMember, insertCategories, type Member } from "./forum.js";

export const REPORT = `mutation ($input: ReportContentInput!) {
  reportContent(input: $input) { id targetType targetId reason text status } }`;
export const GROUPS = `query ($status: ReportStatus!, $first: Int, $after: String) {
  reportGroups(status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id targetType targetId status reportCount reasons { reason count }
            reports { reason text reporter { username } }
            post { id html isDeleted } thread { id title isLocked } targetUser { username }
            handledBy { username } note action } } }`;
export const RESOLVE = `mutation ($type: ReportTarget!, $id: ID!, $note: String, $action: ReportAction) {
  resolveReports(targetType: $type, targetId: $id, note: $note, action: $action) {
    status reportCount note action handledBy { username } post { isDeleted } thread { isLocked } } }`;
export const DISMISS = `mutation ($type: ReportTarget!, $id: ID!, $note: String) {
  dismissReports(targetType: $type, targetId: $id, note: $note) { status reportCount note } }`;
export const OPEN_COUNT = `{ openReportCount }`;

export interface Group {
  id: string;
  targetType: string;
  targetId: string;
  reportCount: number;
  reasons: Array<{ reason: string; count: number }>;
  reports: Array<{ reason: string; text: string | null; reporter: { username: string } }>;
  post: { id: string; html: string; isDeleted: boolean } | null;
  thread: { id: string; title: string; isLocked: boolean } | null;
  targetUser: { username: string } | null;
  handledBy: { username: string } | null;
  note: string | null;
  action: string | null;
}

/** A forum with an author, a moderator and three reporters, and the reports' queries as they see them. */
export async function reportsSite(app: TestApp) {
  const [author, moderator, ...reporters] = await Promise.all([
    forumMember(app),
    forumMember(app, { role: "moderator" }),
    forumMember(app),
    forumMember(app),
    forumMember(app),
  ]);
  const categoryId = (await insertCategories(app, ["Reports"]))[0]!;
  const sql = <T>(query: string, params: unknown[] = []) =>
    app.orm.em.fork().getConnection().execute<T[]>(query, params);
  return {
    author,
    moderator,
    reporters,
    categoryId,
    sql,
    report: (member: Member | null, input: Record<string, unknown>) =>
      app.graphql<{ reportContent: { id: string; status: string } }>(REPORT, { input }, member?.headers),
    /** The report groups of a status as staff (the moderator unless said) see them. */
    groups: async (status: string, as: Member = moderator) => {
      const result = await app.graphql<{ reportGroups: { nodes: Group[]; totalCount: number } }>(
        GROUPS,
        { status, first: 50 },
        as.headers,
      );
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.reportGroups;
    },
    reportUpdates: (member: Member) =>
      sql<{ content: string }>(
        "select content from notifications where recipient_id = ? and type = 'report_update' order by id",
        [member.id],
      ),
    audit: (targetType: string, targetId: string) =>
      sql<{ action: string; reason: string | null; actor_id: string }>(
        "select action, reason, actor_id from staff_actions where target_type = ? and target_id = ? order by id",
        [targetType, targetId],
      ),
  };
}
