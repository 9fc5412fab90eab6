/**
 * Who may call each write of the API: every GraphQL mutation and every REST write route, as each of six
 * actors. Data only (no app, no database): api/src/permissions.test.ts runs every cell against the real
 * server, and docs/permissions.md is written from this table (permissions:doc), so the two cannot drift.
 */

export const ACTORS = ["visitor", "member", "otherMember", "banned", "moderator", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

export const ACTOR_LABELS: Record<Actor, string> = {
  visitor: "Visitor",
  member: "Member (owner)",
  otherMember: "Another member",
  banned: "Banned member",
  moderator: "Moderator",
  admin: "Admin",
};

export type Outcome = "allowed" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND";

/**
 * What each cell acts on, made fresh for it. "member" below is the owner of the target; the other actors
 * are never its owner.
 */
export const TARGETS = {
  none: "nothing made beforehand",
  category: "an existing category",
  emptyCategory: "a category with no threads",
  categoryOrder: "every category, in a new order",
  memberThread: "a thread started by the member",
  memberReply: "a reply by the member in an open thread",
  lockedThread: "a locked thread started by the member",
  lockedReply: "a reply by the member in a locked thread",
  reportedReply: "a reply by the member, reported by someone else",
  deletedThread: "a thread of the member, deleted by staff",
  deletedReply: "a reply the member deleted",
  memberNotification: "a notification of the member",
  pendingEvent: "a submitted incident awaiting review",
  publishedEvent: "a published incident, with a solved captcha",
  pendingProposal: "a member's proposed source for a published incident, awaiting review",
  plainMember: "a member with no ban (not the caller)",
  bannedMember: "a banned member (not the caller)",
  plainModerator: "a moderator (not the caller)",
  bannedModerator: "a banned moderator (not the caller)",
  anotherAdmin: "an admin (not the caller)",
  memberAccount: "the member's account",
  loginAccount: "an account whose password the caller knows",
  resetToken: "a mailed password-reset token",
  unsubscribeToken: "the signed unsubscribe link from the member's mail",
  captcha: "a solved captcha",
  ownAccount: "the caller's own account, in a fresh session",
} as const;
export type TargetName = keyof typeof TARGETS;

/** The ids and tokens a target's fixture returns, plus a number unique to the cell. */
export type TargetValues = Record<string, string> & { n: string };

interface RowBase {
  /** Tells apart several rows of one operation (another target, another rule). */
  variant?: string;
  target: TargetName;
  expect: Record<Actor, Outcome>;
  /** Why the row reads as it does, when that is not obvious. */
  note?: string;
  /** An allowed call may leave everything as it was (it has nothing to do); otherwise it must store something. */
  mayStoreNothing?: true;
}

export interface GraphqlRow extends RowBase {
  api: "graphql";
  /** The mutation's name, as in schema/schema.graphql. */
  operation: string;
  document: string;
  variables: (t: TargetValues) => Record<string, unknown>;
}

export interface RestRow extends RowBase {
  api: "rest";
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under /api; `:name` is filled from the target's values. */
  path: string;
  /** A JSON body, or "png" for an image upload. */
  body?: ((t: TargetValues) => Record<string, unknown>) | "png";
}

export type PermissionRow = GraphqlRow | RestRow;

// The usual shapes of a row's expectations.
const PUBLIC: Record<Actor, Outcome> = {
  visitor: "allowed",
  member: "allowed",
  otherMember: "allowed",
  banned: "allowed",
  moderator: "allowed",
  admin: "allowed",
};
/** Any signed-in account, banned ones included (reading and keeping one's own account). */
const SIGNED_IN: Record<Actor, Outcome> = { ...PUBLIC, visitor: "UNAUTHENTICATED" };
/** Writing for everyone to see: signed in and not banned. */
const NOT_BANNED: Record<Actor, Outcome> = { ...SIGNED_IN, banned: "FORBIDDEN" };
/** The author, or staff. */
const OWNER_OR_STAFF: Record<Actor, Outcome> = { ...NOT_BANNED, otherMember: "FORBIDDEN" };
/** The recipient only; anyone else's looks missing. */
const OWNER_ONLY: Record<Actor, Outcome> = {
  visitor: "UNAUTHENTICATED",
  member: "allowed",
  otherMember: "NOT_FOUND",
  banned: "NOT_FOUND",
  moderator: "NOT_FOUND",
  admin: "NOT_FOUND",
};
const STAFF: Record<Actor, Outcome> = {
  visitor: "UNAUTHENTICATED",
  member: "FORBIDDEN",
  otherMember: "FORBIDDEN",
  banned: "FORBIDDEN",
  moderator: "allowed",
  admin: "allowed",
};
const ADMIN: Record<Actor, Outcome> = { ...STAFF, moderator: "FORBIDDEN" };
const NOBODY: Record<Actor, Outcome> = { ...ADMIN, admin: "FORBIDDEN" };

const PASSWORD = "correct horse";
const NEW_PASSWORD = "a brand new passphrase 42";

export const PERMISSION_TABLE: PermissionRow[] = [
  // ---- accounts
  {
    api: "graphql",
    operation: "register",
    target: "captcha",
    document: `mutation ($input: RegisterInput!) { register(input: $input) { token } }`,
    variables: (t) => ({
      input: {
        username: `newcomer_${t.n}`,
        email: `newcomer_${t.n}@example.com`,
        password: PASSWORD,
        captchaToken: t.captchaToken,
        ageConfirmed: true,
      },
    }),
    expect: PUBLIC,
    note: "public (captcha)",
  },
  {
    api: "graphql",
    operation: "login",
    target: "loginAccount",
    document: `mutation ($input: LoginInput!) { login(input: $input) { token } }`,
    variables: (t) => ({ input: { username: t.username, password: PASSWORD } }),
    expect: PUBLIC,
  },
  {
    api: "graphql",
    operation: "logout",
    target: "ownAccount",
    document: `mutation { logout }`,
    variables: () => ({}),
    mayStoreNothing: true,
    expect: PUBLIC,
    note: "a visitor gets false",
  },
  {
    api: "graphql",
    operation: "forgotPassword",
    target: "captcha",
    document: `mutation ($email: String!, $captchaToken: String!) { forgotPassword(email: $email, captchaToken: $captchaToken) }`,
    variables: (t) => ({ email: `nobody_${t.n}@example.com`, captchaToken: t.captchaToken }),
    expect: PUBLIC,
    note: "public (captcha)",
  },
  {
    api: "graphql",
    operation: "resetPassword",
    target: "resetToken",
    document: `mutation ($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }`,
    variables: (t) => ({ token: t.token, newPassword: NEW_PASSWORD }),
    expect: PUBLIC,
    note: "whoever holds the mailed token",
  },
  {
    api: "graphql",
    operation: "changePassword",
    target: "ownAccount",
    document: `mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }`,
    variables: () => ({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    expect: SIGNED_IN,
  },
  {
    api: "graphql",
    operation: "deleteAccount",
    target: "ownAccount",
    document: `mutation ($password: String!) { deleteAccount(password: $password) }`,
    variables: () => ({ password: PASSWORD }),
    expect: { ...SIGNED_IN, moderator: "FORBIDDEN", admin: "FORBIDDEN" },
    note: "staff lose their role first",
  },
  {
    api: "graphql",
    operation: "recordActivity",
    target: "none",
    document: `mutation { recordActivity }`,
    variables: () => ({}),
    mayStoreNothing: true,
    expect: SIGNED_IN,
  },
  {
    api: "graphql",
    operation: "updateSettings",
    target: "none",
    document: `mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { id } }`,
    variables: () => ({ input: { useDefaultAvatar: true } }),
    expect: NOT_BANNED,
  },
  // ---- forum
  {
    api: "graphql",
    operation: "createThread",
    target: "category",
    document: `mutation ($input: CreateThreadInput!) { createThread(input: $input) { id } }`,
    variables: (t) => ({
      input: { categoryId: t.categoryId, title: `A new thread ${t.n}`, body: `Its opening post ${t.n}` },
    }),
    expect: NOT_BANNED,
  },
  {
    api: "graphql",
    operation: "createPost",
    target: "memberThread",
    document: `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
    variables: (t) => ({ input: { threadId: t.threadId, body: `A reply ${t.n}` } }),
    expect: NOT_BANNED,
  },
  {
    api: "graphql",
    operation: "createPost",
    variant: "locked thread",
    target: "lockedThread",
    document: `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
    variables: (t) => ({ input: { threadId: t.threadId, body: `A late reply ${t.n}` } }),
    expect: STAFF,
    note: "a locked thread takes replies from staff only",
  },
  {
    api: "graphql",
    operation: "createPost",
    variant: "deleted thread",
    target: "deletedThread",
    document: `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
    variables: (t) => ({ input: { threadId: t.threadId, body: `A reply to nothing ${t.n}` } }),
    expect: {
      visitor: "UNAUTHENTICATED",
      member: "NOT_FOUND",
      otherMember: "NOT_FOUND",
      banned: "FORBIDDEN",
      moderator: "FORBIDDEN",
      admin: "FORBIDDEN",
    },
    note: "hidden from members; staff restore it first",
  },
  {
    api: "graphql",
    operation: "editPost",
    target: "memberReply",
    document: `mutation ($id: ID!, $body: String!) { editPost(id: $id, body: $body) { id } }`,
    variables: (t) => ({ id: t.postId, body: `Edited text ${t.n}` }),
    expect: OWNER_OR_STAFF,
  },
  {
    api: "graphql",
    operation: "editPost",
    variant: "locked thread",
    target: "lockedReply",
    document: `mutation ($id: ID!, $body: String!) { editPost(id: $id, body: $body) { id } }`,
    variables: (t) => ({ id: t.postId, body: `Edited text ${t.n}` }),
    expect: STAFF,
    note: "the author only while the thread is open",
  },
  {
    api: "graphql",
    operation: "deletePost",
    target: "memberReply",
    document: `mutation ($id: ID!) { deletePost(id: $id) { id } }`,
    variables: (t) => ({ id: t.postId }),
    expect: OWNER_OR_STAFF,
  },
  {
    api: "graphql",
    operation: "deletePost",
    variant: "opening post",
    target: "memberThread",
    document: `mutation ($id: ID!) { deletePost(id: $id) { id } }`,
    variables: (t) => ({ id: t.postId }),
    expect: STAFF,
    note: "the opening post is deleted by staff only",
  },
  {
    api: "graphql",
    operation: "toggleReaction",
    target: "memberReply",
    document: `mutation ($postId: ID!, $kind: ReactionKind!) { toggleReaction(postId: $postId, kind: $kind) { id } }`,
    variables: (t) => ({ postId: t.postId, kind: "like" }),
    expect: NOT_BANNED,
  },
  {
    api: "graphql",
    operation: "toggleReaction",
    variant: "deleted post",
    target: "deletedReply",
    document: `mutation ($postId: ID!, $kind: ReactionKind!) { toggleReaction(postId: $postId, kind: $kind) { id } }`,
    variables: (t) => ({ postId: t.postId, kind: "like" }),
    expect: {
      visitor: "UNAUTHENTICATED",
      member: "NOT_FOUND",
      otherMember: "NOT_FOUND",
      banned: "FORBIDDEN",
      moderator: "NOT_FOUND",
      admin: "NOT_FOUND",
    },
  },
  {
    api: "graphql",
    operation: "pinThread",
    target: "memberThread",
    document: `mutation ($id: ID!) { pinThread(id: $id, pinned: true) { id } }`,
    variables: (t) => ({ id: t.threadId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "lockThread",
    target: "memberThread",
    document: `mutation ($id: ID!) { lockThread(id: $id, locked: true) { id } }`,
    variables: (t) => ({ id: t.threadId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "setThreadWatchLevel",
    target: "memberThread",
    document: `mutation ($threadId: ID!) { setThreadWatchLevel(threadId: $threadId, level: watching) { id } }`,
    variables: (t) => ({ threadId: t.threadId }),
    expect: SIGNED_IN,
    note: "the caller's own level",
  },
  {
    api: "graphql",
    operation: "setThreadWatchLevel",
    variant: "deleted thread",
    target: "deletedThread",
    document: `mutation ($threadId: ID!) { setThreadWatchLevel(threadId: $threadId, level: watching) { id } }`,
    variables: (t) => ({ threadId: t.threadId }),
    expect: { ...SIGNED_IN, member: "NOT_FOUND", otherMember: "NOT_FOUND", banned: "NOT_FOUND" },
    note: "a deleted thread is hidden from members",
  },
  {
    api: "graphql",
    operation: "reportContent",
    target: "memberReply",
    document: `mutation ($input: ReportContentInput!) { reportContent(input: $input) { id } }`,
    variables: (t) => ({
      input: { targetType: "post", targetId: t.postId, reason: "spam", text: `Ads ${t.n}` },
    }),
    expect: { ...NOT_BANNED, member: "FORBIDDEN" },
    note: "never one's own post",
  },
  {
    api: "graphql",
    operation: "reportContent",
    variant: "a member",
    target: "memberAccount",
    document: `mutation ($input: ReportContentInput!) { reportContent(input: $input) { id } }`,
    variables: (t) => ({ input: { targetType: "user", targetId: t.userId, reason: "abuse" } }),
    expect: { ...NOT_BANNED, member: "FORBIDDEN" },
    note: "never oneself",
  },
  // ---- forum moderation
  {
    api: "graphql",
    operation: "moveThread",
    target: "memberThread",
    document: `mutation ($threadId: ID!, $categoryId: ID!) { moveThread(threadId: $threadId, categoryId: $categoryId) { id } }`,
    variables: (t) => ({ threadId: t.threadId, categoryId: t.otherCategoryId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "deleteThread",
    target: "memberThread",
    document: `mutation ($id: ID!) { deleteThread(id: $id, reason: "Off topic") { id } }`,
    variables: (t) => ({ id: t.threadId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "restoreThread",
    target: "deletedThread",
    document: `mutation ($id: ID!) { restoreThread(id: $id) { id } }`,
    variables: (t) => ({ id: t.threadId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "restorePost",
    target: "deletedReply",
    document: `mutation ($id: ID!) { restorePost(id: $id) { id } }`,
    variables: (t) => ({ id: t.postId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "dismissReports",
    target: "reportedReply",
    document: `mutation ($targetId: ID!) { dismissReports(targetType: post, targetId: $targetId, note: "Fine as it is") { targetId } }`,
    variables: (t) => ({ targetId: t.postId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "resolveReports",
    target: "reportedReply",
    document: `mutation ($targetId: ID!) { resolveReports(targetType: post, targetId: $targetId, action: deletePost, note: "Removed") { targetId } }`,
    variables: (t) => ({ targetId: t.postId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "createCategory",
    target: "none",
    document: `mutation ($input: CategoryInput!) { createCategory(input: $input) { id } }`,
    variables: (t) => ({ input: { name: `Category ${t.n}`, description: "For testing" } }),
    expect: ADMIN,
  },
  {
    api: "graphql",
    operation: "updateCategory",
    target: "emptyCategory",
    document: `mutation ($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }`,
    variables: (t) => ({ id: t.categoryId, input: { name: `Renamed ${t.n}` } }),
    expect: ADMIN,
  },
  {
    api: "graphql",
    operation: "reorderCategories",
    target: "categoryOrder",
    document: `mutation ($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }`,
    variables: (t) => ({ ids: t.ids!.split(",") }),
    expect: ADMIN,
  },
  {
    api: "graphql",
    operation: "deleteCategory",
    target: "emptyCategory",
    document: `mutation ($id: ID!) { deleteCategory(id: $id) }`,
    variables: (t) => ({ id: t.categoryId }),
    expect: ADMIN,
  },
  // ---- notifications
  {
    api: "graphql",
    operation: "markNotificationSeen",
    target: "memberNotification",
    document: `mutation ($id: ID!) { markNotificationSeen(id: $id) { id } }`,
    variables: (t) => ({ id: t.notificationId }),
    expect: OWNER_ONLY,
  },
  {
    api: "graphql",
    operation: "markAllNotificationsSeen",
    target: "memberNotification",
    document: `mutation { markAllNotificationsSeen }`,
    variables: () => ({}),
    mayStoreNothing: true,
    expect: SIGNED_IN,
    note: "the caller's own",
  },
  {
    api: "graphql",
    operation: "deleteNotification",
    target: "memberNotification",
    document: `mutation ($id: ID!) { deleteNotification(id: $id) }`,
    variables: (t) => ({ id: t.notificationId }),
    expect: OWNER_ONLY,
  },
  {
    api: "graphql",
    operation: "updateNotificationPreferences",
    target: "none",
    document: `mutation ($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { reply } }`,
    variables: () => ({ input: { reply: false } }),
    expect: SIGNED_IN,
    note: "the caller's own",
  },
  {
    api: "graphql",
    operation: "broadcastSystemNotification",
    target: "none",
    document: `mutation ($content: String!) { broadcastSystemNotification(content: $content) }`,
    variables: (t) => ({ content: `Maintenance tonight ${t.n}` }),
    expect: ADMIN,
  },
  // ---- incidents
  {
    api: "graphql",
    operation: "submitEvent",
    target: "captcha",
    document: `mutation ($input: SubmitEventInput!) { submitEvent(input: $input) { id } }`,
    variables: (t) => ({
      input: {
        type: "russian",
        kind: "cyber",
        sourceUrl: `https://news.example.org/permissions/${t.n}`,
        date: "2024-11-18",
        latitude: 56.95,
        longitude: 24.1,
        captchaToken: t.captchaToken,
      },
    }),
    expect: PUBLIC,
    note: "public (captcha)",
  },
  {
    api: "graphql",
    operation: "approveEvent",
    target: "pendingEvent",
    document: `mutation ($id: ID!) { approveEvent(id: $id) { id } }`,
    variables: (t) => ({ id: t.eventId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "proposeSource",
    target: "publishedEvent",
    document: `mutation ($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {
      proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id } }`,
    variables: (t) => ({
      eventId: t.eventId,
      input: { url: `https://report.example/${t.n}` },
      captchaToken: t.captchaToken,
    }),
    expect: NOT_BANNED,
  },
  {
    api: "graphql",
    operation: "proposeAttribution",
    target: "publishedEvent",
    document: `mutation ($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {
      proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id } }`,
    variables: (t) => ({
      eventId: t.eventId,
      input: {
        party: "russia",
        attributedBy: "government",
        confidence: "probable",
        date: "2024-05-01",
        source: { url: `https://statement.example/${t.n}` },
      },
      captchaToken: t.captchaToken,
    }),
    expect: NOT_BANNED,
  },
  {
    api: "graphql",
    operation: "approveProposal",
    target: "pendingProposal",
    document: `mutation ($id: ID!) { approveProposal(id: $id) { id } }`,
    variables: (t) => ({ id: t.proposalId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "rejectProposal",
    target: "pendingProposal",
    document: `mutation ($id: ID!, $reason: String!) { rejectProposal(id: $id, reason: $reason) { id } }`,
    variables: (t) => ({ id: t.proposalId, reason: "The page does not say so" }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "rejectEvent",
    target: "pendingEvent",
    document: `mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }`,
    variables: (t) => ({ id: t.eventId, reason: "Not a hostile incident" }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "updateEvent",
    target: "pendingEvent",
    document: `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
    variables: (t) => ({ id: t.eventId, input: { title: `Corrected title ${t.n}` } }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "deleteEvent",
    target: "pendingEvent",
    document: `mutation ($id: ID!) { deleteEvent(id: $id) }`,
    variables: (t) => ({ id: t.eventId }),
    expect: STAFF,
  },
  // ---- bans and roles
  {
    api: "graphql",
    operation: "banUser",
    target: "plainMember",
    document: `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
    variables: (t) => ({ input: { userId: t.userId, duration: "week", reason: "Spam" } }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "banUser",
    variant: "a moderator",
    target: "plainModerator",
    document: `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
    variables: (t) => ({ input: { userId: t.userId, duration: "week", reason: "Abuse of the tools" } }),
    expect: ADMIN,
    note: "moderators cannot ban staff",
  },
  {
    api: "graphql",
    operation: "banUser",
    variant: "an admin",
    target: "anotherAdmin",
    document: `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
    variables: (t) => ({ input: { userId: t.userId, duration: "week", reason: "Abuse of the tools" } }),
    expect: NOBODY,
    note: "admins cannot be banned",
  },
  {
    api: "graphql",
    operation: "unbanUser",
    target: "bannedMember",
    document: `mutation ($userId: ID!) { unbanUser(userId: $userId, reason: "Appeal granted") { id } }`,
    variables: (t) => ({ userId: t.userId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "unbanUser",
    variant: "a moderator",
    target: "bannedModerator",
    document: `mutation ($userId: ID!) { unbanUser(userId: $userId) { id } }`,
    variables: (t) => ({ userId: t.userId }),
    expect: ADMIN,
    note: "moderators cannot unban staff",
  },
  {
    api: "graphql",
    operation: "setUserRole",
    target: "plainMember",
    document: `mutation ($userId: ID!) { setUserRole(userId: $userId, role: moderator) { id } }`,
    variables: (t) => ({ userId: t.userId }),
    expect: ADMIN,
  },

  // ---- REST (spec §7), under /api
  {
    api: "rest",
    method: "POST",
    path: "/auth/register",
    target: "captcha",
    body: (t) => ({
      username: `restcomer_${t.n}`,
      email: `restcomer_${t.n}@example.com`,
      password: PASSWORD,
      recaptchaToken: t.captchaToken,
      ageConfirmed: true,
    }),
    expect: PUBLIC,
    note: "public (captcha)",
  },
  {
    api: "rest",
    method: "POST",
    path: "/auth/login",
    target: "loginAccount",
    body: (t) => ({ username: t.username, password: PASSWORD }),
    expect: PUBLIC,
  },
  {
    api: "rest",
    method: "POST",
    path: "/auth/logout",
    target: "ownAccount",
    mayStoreNothing: true,
    expect: PUBLIC,
    note: "a visitor gets success: false",
  },
  {
    api: "rest",
    method: "POST",
    path: "/auth/forgot-password",
    target: "captcha",
    body: (t) => ({ email: `nobody_${t.n}@example.com`, recaptchaToken: t.captchaToken }),
    expect: PUBLIC,
    note: "public (captcha)",
  },
  {
    api: "rest",
    method: "POST",
    path: "/auth/reset-password",
    target: "resetToken",
    body: (t) => ({ token: t.token, newPassword: NEW_PASSWORD }),
    expect: PUBLIC,
    note: "whoever holds the mailed token",
  },
  {
    api: "rest",
    method: "POST",
    path: "/notifications/unsubscribe?token=:token",
    target: "unsubscribeToken",
    mayStoreNothing: true,
    expect: PUBLIC,
    note: "whoever holds the signed link",
  },
  {
    api: "rest",
    method: "PUT",
    path: "/notifications/all/seen",
    target: "memberNotification",
    mayStoreNothing: true,
    expect: SIGNED_IN,
    note: "the caller's own",
  },
  {
    api: "rest",
    method: "PUT",
    path: "/notifications/:notificationId/seen",
    target: "memberNotification",
    expect: OWNER_ONLY,
  },
  {
    api: "rest",
    method: "DELETE",
    path: "/notifications/:notificationId",
    target: "memberNotification",
    expect: OWNER_ONLY,
  },
  {
    api: "rest",
    method: "POST",
    path: "/events/submit",
    target: "captcha",
    body: (t) => ({
      type: "russian",
      sourceUrl: `https://news.example.org/permissions-rest/${t.n}`,
      date: "2024-11-18",
      latitude: 56.95,
      longitude: 24.1,
      recaptchaToken: t.captchaToken,
    }),
    expect: PUBLIC,
    note: "public (captcha)",
  },
  {
    api: "rest",
    method: "POST",
    path: "/forum/users/activity",
    target: "none",
    mayStoreNothing: true,
    expect: SIGNED_IN,
  },
  {
    api: "rest",
    method: "PUT",
    path: "/forum/settings/avatar",
    target: "none",
    body: "png",
    expect: NOT_BANNED,
  },
  {
    api: "rest",
    method: "DELETE",
    path: "/forum/settings/avatar",
    target: "none",
    expect: NOT_BANNED,
  },
];

/** How a row is named in the test and the document. */
export const operationName = (row: PermissionRow): string =>
  row.api === "graphql" ? row.operation : `${row.method} /api${row.path.replace(/\?.*$/, "")}`;

export const rowName = (row: PermissionRow): string =>
  row.variant ? `${operationName(row)} (${row.variant})` : operationName(row);
