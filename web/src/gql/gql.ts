/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SiteInfo {\n    siteInfo {\n      contactEmail\n    }\n  }\n": typeof types.SiteInfoDocument,
    "\n  query PendingEventCount {\n    pendingEventCount\n  }\n": typeof types.PendingEventCountDocument,
    "\n  query PendingEvents($after: String) {\n    pendingEvents(first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          kind\n          title\n          sourceUrl\n          date\n          latitude\n          longitude\n          country\n          countryName\n          createdAt\n          likelyDuplicates {\n            sameSource\n            distanceKm\n            daysApart\n            event {\n              id\n              type\n              title\n              sourceUrl\n              date\n              status\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PendingEventsDocument,
    "\n  query ReviewedEvents($status: ReviewedStatus!, $query: String, $after: String) {\n    reviewedEvents(status: $status, query: $query, first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          status\n          createdAt\n          reviewedAt\n          rejectionReason\n          reviewedBy {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ReviewedEventsDocument,
    "\n  query EventHistory($id: ID!) {\n    event(id: $id) {\n      id\n      history {\n        id\n        action\n        createdAt\n        reason\n        reviewer {\n          id\n          username\n        }\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n": typeof types.EventHistoryDocument,
    "\n  mutation ApproveEvent($id: ID!) {\n    approveEvent(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveEventDocument,
    "\n  mutation RejectEvent($id: ID!, $reason: String!) {\n    rejectEvent(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.RejectEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      type\n      kind\n      title\n      date\n      latitude\n      longitude\n      country\n      countryName\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": typeof types.DeleteEventDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      pendingIncidents\n      activeBans\n      newMembers7d\n      newPosts7d\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query Members($query: String, $after: String) {\n    members(query: $query, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          email\n          user {\n            id\n            username\n            role\n            createdAt\n            lastActiveAt\n            postCount\n            activeBan {\n              id\n              reason\n              endsAt\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      id\n      activeBan {\n        id\n        reason\n        endsAt\n      }\n    }\n  }\n": typeof types.BanUserDocument,
    "\n  mutation UnbanUser($userId: ID!, $reason: String) {\n    unbanUser(userId: $userId, reason: $reason) {\n      id\n      activeBan {\n        id\n      }\n    }\n  }\n": typeof types.UnbanUserDocument,
    "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  query AuditLog($after: String, $actorId: ID, $action: String, $targetType: AuditTarget, $targetId: String) {\n    auditLog(\n      first: 50\n      after: $after\n      actorId: $actorId\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          targetType\n          targetId\n          targetLabel\n          reason\n          details\n          bySystem\n          createdAt\n          actor {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditFilters {\n    auditActions\n    auditActors {\n      id\n      username\n    }\n  }\n": typeof types.AuditFiltersDocument,
    "\n  fragment AuthUserFields on User {\n    id\n    username\n    role\n    profilePicture\n    useDefaultAvatar\n  }\n": typeof types.AuthUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...AuthUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AuthUserFields\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  query MyBan {\n    me {\n      id\n      activeBan {\n        id\n        reason\n        startsAt\n        endsAt\n      }\n    }\n  }\n": typeof types.MyBanDocument,
    "\n  query CaptchaConfig {\n    captcha {\n      provider\n      siteKey\n      challengeUrl\n    }\n  }\n": typeof types.CaptchaConfigDocument,
    "\n  fragment ThreadSummaryFields on Thread {\n    id\n    title\n    isPinned\n    isLocked\n    replyCount\n    views\n    lastReplyDate\n    createdAt\n    author {\n      id\n      username\n    }\n    category {\n      id\n      name\n    }\n  }\n": typeof types.ThreadSummaryFieldsFragmentDoc,
    "\n  query ForumData {\n    forumData {\n      categories {\n        id\n        name\n        description\n        threadCount\n        postCount\n      }\n      recentThreads {\n        ...ThreadSummaryFields\n      }\n      stats {\n        totalThreads\n        totalPosts\n        totalUsers\n        onlineUsers\n      }\n    }\n  }\n": typeof types.ForumDataDocument,
    "\n  query CategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.CategoryOptionsDocument,
    "\n  query CategoryPage($id: ID!, $page: Int!) {\n    category(id: $id) {\n      id\n      name\n      description\n      threadCount\n      postCount\n    }\n    categoryThreads(categoryId: $id, page: $page) {\n      page\n      pageCount\n      totalCount\n      threads {\n        ...ThreadSummaryFields\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  fragment PostFields on Post {\n    id\n    number\n    page\n    html\n    markdown\n    isDeleted\n    createdAt\n    editedAt\n    author {\n      id\n      username\n      role\n      profilePicture\n      useDefaultAvatar\n    }\n    reactions {\n      kind\n      count\n      reacted\n    }\n    viewerCanEdit\n    viewerCanDelete\n  }\n": typeof types.PostFieldsFragmentDoc,
    "\n  query ThreadPage($id: ID!, $page: Int!) {\n    thread(id: $id) {\n      id\n      title\n      isPinned\n      isLocked\n      viewerCanReply\n      postCount\n      pageCount\n      category {\n        id\n        name\n      }\n      posts(page: $page) {\n        page\n        pageCount\n        posts {\n          ...PostFields\n        }\n      }\n    }\n  }\n": typeof types.ThreadPageDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      user {\n        id\n        username\n        role\n        profilePicture\n        useDefaultAvatar\n        createdAt\n        lastActiveAt\n        postCount\n        threadCount\n        isOnline\n        activeBan {\n          id\n          reason\n          endsAt\n        }\n      }\n      recentPosts {\n        id\n        page\n        createdAt\n        html\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query SearchForum($query: String!, $page: Int!) {\n    searchForum(query: $query, page: $page) {\n      page\n      pageCount\n      totalCount\n      hits {\n        snippet\n        post {\n          id\n          page\n          createdAt\n          author {\n            id\n            username\n          }\n        }\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.SearchForumDocument,
    "\n  query RenderMarkdown($markdown: String!) {\n    renderMarkdown(markdown: $markdown)\n  }\n": typeof types.RenderMarkdownDocument,
    "\n  mutation CreateThread($input: CreateThreadInput!) {\n    createThread(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateThreadDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      page\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation EditPost($id: ID!, $body: String!) {\n    editPost(id: $id, body: $body) {\n      ...PostFields\n    }\n  }\n": typeof types.EditPostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostFields\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation ToggleReaction($postId: ID!, $kind: ReactionKind!) {\n    toggleReaction(postId: $postId, kind: $kind) {\n      id\n      reactions {\n        kind\n        count\n        reacted\n      }\n    }\n  }\n": typeof types.ToggleReactionDocument,
    "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      type\n      title\n      sourceUrl\n      date\n    }\n  }\n": typeof types.EventDetailsDocument,
    "\n  query IncidentList($first: Int!, $after: String) {\n    events(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.IncidentListDocument,
    "\n  query MapStyle {\n    siteInfo {\n      mapStyleUrl\n    }\n  }\n": typeof types.MapStyleDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    content\n    seen\n    seenAt\n    createdAt\n    actor {\n      id\n      username\n    }\n    relatedPost {\n      id\n    }\n    relatedThread {\n      id\n      title\n    }\n    recipient {\n      id\n      username\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($first: Int!, $after: String, $type: NotificationType) {\n    notifications(first: $first, after: $after, type: $type) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnseenNotificationCount {\n    unseenNotificationCount\n  }\n": typeof types.UnseenNotificationCountDocument,
    "\n  mutation MarkNotificationSeen($id: ID!) {\n    markNotificationSeen(id: $id) {\n      id\n      seen\n      seenAt\n    }\n  }\n": typeof types.MarkNotificationSeenDocument,
    "\n  mutation MarkAllNotificationsSeen {\n    markAllNotificationsSeen\n  }\n": typeof types.MarkAllNotificationsSeenDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      notification {\n        ...NotificationFields\n      }\n      unseenCount\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      ids\n      change\n      unseenCount\n    }\n  }\n": typeof types.NotificationsChangedDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      reply\n      quote\n      mention\n      reaction\n      emailMissed\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      reply\n      quote\n      mention\n      reaction\n      emailMissed\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  mutation SubmitEvent($input: SubmitEventInput!) {\n    submitEvent(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitEventDocument,
};
const documents: Documents = {
    "\n  query SiteInfo {\n    siteInfo {\n      contactEmail\n    }\n  }\n": types.SiteInfoDocument,
    "\n  query PendingEventCount {\n    pendingEventCount\n  }\n": types.PendingEventCountDocument,
    "\n  query PendingEvents($after: String) {\n    pendingEvents(first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          kind\n          title\n          sourceUrl\n          date\n          latitude\n          longitude\n          country\n          countryName\n          createdAt\n          likelyDuplicates {\n            sameSource\n            distanceKm\n            daysApart\n            event {\n              id\n              type\n              title\n              sourceUrl\n              date\n              status\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PendingEventsDocument,
    "\n  query ReviewedEvents($status: ReviewedStatus!, $query: String, $after: String) {\n    reviewedEvents(status: $status, query: $query, first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          status\n          createdAt\n          reviewedAt\n          rejectionReason\n          reviewedBy {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ReviewedEventsDocument,
    "\n  query EventHistory($id: ID!) {\n    event(id: $id) {\n      id\n      history {\n        id\n        action\n        createdAt\n        reason\n        reviewer {\n          id\n          username\n        }\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n": types.EventHistoryDocument,
    "\n  mutation ApproveEvent($id: ID!) {\n    approveEvent(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveEventDocument,
    "\n  mutation RejectEvent($id: ID!, $reason: String!) {\n    rejectEvent(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.RejectEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      type\n      kind\n      title\n      date\n      latitude\n      longitude\n      country\n      countryName\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": types.DeleteEventDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      pendingIncidents\n      activeBans\n      newMembers7d\n      newPosts7d\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query Members($query: String, $after: String) {\n    members(query: $query, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          email\n          user {\n            id\n            username\n            role\n            createdAt\n            lastActiveAt\n            postCount\n            activeBan {\n              id\n              reason\n              endsAt\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      id\n      activeBan {\n        id\n        reason\n        endsAt\n      }\n    }\n  }\n": types.BanUserDocument,
    "\n  mutation UnbanUser($userId: ID!, $reason: String) {\n    unbanUser(userId: $userId, reason: $reason) {\n      id\n      activeBan {\n        id\n      }\n    }\n  }\n": types.UnbanUserDocument,
    "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  query AuditLog($after: String, $actorId: ID, $action: String, $targetType: AuditTarget, $targetId: String) {\n    auditLog(\n      first: 50\n      after: $after\n      actorId: $actorId\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          targetType\n          targetId\n          targetLabel\n          reason\n          details\n          bySystem\n          createdAt\n          actor {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditFilters {\n    auditActions\n    auditActors {\n      id\n      username\n    }\n  }\n": types.AuditFiltersDocument,
    "\n  fragment AuthUserFields on User {\n    id\n    username\n    role\n    profilePicture\n    useDefaultAvatar\n  }\n": types.AuthUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...AuthUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation ForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AuthUserFields\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  query MyBan {\n    me {\n      id\n      activeBan {\n        id\n        reason\n        startsAt\n        endsAt\n      }\n    }\n  }\n": types.MyBanDocument,
    "\n  query CaptchaConfig {\n    captcha {\n      provider\n      siteKey\n      challengeUrl\n    }\n  }\n": types.CaptchaConfigDocument,
    "\n  fragment ThreadSummaryFields on Thread {\n    id\n    title\n    isPinned\n    isLocked\n    replyCount\n    views\n    lastReplyDate\n    createdAt\n    author {\n      id\n      username\n    }\n    category {\n      id\n      name\n    }\n  }\n": types.ThreadSummaryFieldsFragmentDoc,
    "\n  query ForumData {\n    forumData {\n      categories {\n        id\n        name\n        description\n        threadCount\n        postCount\n      }\n      recentThreads {\n        ...ThreadSummaryFields\n      }\n      stats {\n        totalThreads\n        totalPosts\n        totalUsers\n        onlineUsers\n      }\n    }\n  }\n": types.ForumDataDocument,
    "\n  query CategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n": types.CategoryOptionsDocument,
    "\n  query CategoryPage($id: ID!, $page: Int!) {\n    category(id: $id) {\n      id\n      name\n      description\n      threadCount\n      postCount\n    }\n    categoryThreads(categoryId: $id, page: $page) {\n      page\n      pageCount\n      totalCount\n      threads {\n        ...ThreadSummaryFields\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  fragment PostFields on Post {\n    id\n    number\n    page\n    html\n    markdown\n    isDeleted\n    createdAt\n    editedAt\n    author {\n      id\n      username\n      role\n      profilePicture\n      useDefaultAvatar\n    }\n    reactions {\n      kind\n      count\n      reacted\n    }\n    viewerCanEdit\n    viewerCanDelete\n  }\n": types.PostFieldsFragmentDoc,
    "\n  query ThreadPage($id: ID!, $page: Int!) {\n    thread(id: $id) {\n      id\n      title\n      isPinned\n      isLocked\n      viewerCanReply\n      postCount\n      pageCount\n      category {\n        id\n        name\n      }\n      posts(page: $page) {\n        page\n        pageCount\n        posts {\n          ...PostFields\n        }\n      }\n    }\n  }\n": types.ThreadPageDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      user {\n        id\n        username\n        role\n        profilePicture\n        useDefaultAvatar\n        createdAt\n        lastActiveAt\n        postCount\n        threadCount\n        isOnline\n        activeBan {\n          id\n          reason\n          endsAt\n        }\n      }\n      recentPosts {\n        id\n        page\n        createdAt\n        html\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.UserProfileDocument,
    "\n  query SearchForum($query: String!, $page: Int!) {\n    searchForum(query: $query, page: $page) {\n      page\n      pageCount\n      totalCount\n      hits {\n        snippet\n        post {\n          id\n          page\n          createdAt\n          author {\n            id\n            username\n          }\n        }\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.SearchForumDocument,
    "\n  query RenderMarkdown($markdown: String!) {\n    renderMarkdown(markdown: $markdown)\n  }\n": types.RenderMarkdownDocument,
    "\n  mutation CreateThread($input: CreateThreadInput!) {\n    createThread(input: $input) {\n      id\n    }\n  }\n": types.CreateThreadDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      page\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation EditPost($id: ID!, $body: String!) {\n    editPost(id: $id, body: $body) {\n      ...PostFields\n    }\n  }\n": types.EditPostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostFields\n    }\n  }\n": types.DeletePostDocument,
    "\n  mutation ToggleReaction($postId: ID!, $kind: ReactionKind!) {\n    toggleReaction(postId: $postId, kind: $kind) {\n      id\n      reactions {\n        kind\n        count\n        reacted\n      }\n    }\n  }\n": types.ToggleReactionDocument,
    "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      type\n      title\n      sourceUrl\n      date\n    }\n  }\n": types.EventDetailsDocument,
    "\n  query IncidentList($first: Int!, $after: String) {\n    events(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.IncidentListDocument,
    "\n  query MapStyle {\n    siteInfo {\n      mapStyleUrl\n    }\n  }\n": types.MapStyleDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    content\n    seen\n    seenAt\n    createdAt\n    actor {\n      id\n      username\n    }\n    relatedPost {\n      id\n    }\n    relatedThread {\n      id\n      title\n    }\n    recipient {\n      id\n      username\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($first: Int!, $after: String, $type: NotificationType) {\n    notifications(first: $first, after: $after, type: $type) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnseenNotificationCount {\n    unseenNotificationCount\n  }\n": types.UnseenNotificationCountDocument,
    "\n  mutation MarkNotificationSeen($id: ID!) {\n    markNotificationSeen(id: $id) {\n      id\n      seen\n      seenAt\n    }\n  }\n": types.MarkNotificationSeenDocument,
    "\n  mutation MarkAllNotificationsSeen {\n    markAllNotificationsSeen\n  }\n": types.MarkAllNotificationsSeenDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": types.DeleteNotificationDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      notification {\n        ...NotificationFields\n      }\n      unseenCount\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      ids\n      change\n      unseenCount\n    }\n  }\n": types.NotificationsChangedDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      reply\n      quote\n      mention\n      reaction\n      emailMissed\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      reply\n      quote\n      mention\n      reaction\n      emailMissed\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  mutation SubmitEvent($input: SubmitEventInput!) {\n    submitEvent(input: $input) {\n      id\n    }\n  }\n": types.SubmitEventDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteInfo {\n    siteInfo {\n      contactEmail\n    }\n  }\n"): (typeof documents)["\n  query SiteInfo {\n    siteInfo {\n      contactEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingEventCount {\n    pendingEventCount\n  }\n"): (typeof documents)["\n  query PendingEventCount {\n    pendingEventCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingEvents($after: String) {\n    pendingEvents(first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          kind\n          title\n          sourceUrl\n          date\n          latitude\n          longitude\n          country\n          countryName\n          createdAt\n          likelyDuplicates {\n            sameSource\n            distanceKm\n            daysApart\n            event {\n              id\n              type\n              title\n              sourceUrl\n              date\n              status\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingEvents($after: String) {\n    pendingEvents(first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          kind\n          title\n          sourceUrl\n          date\n          latitude\n          longitude\n          country\n          countryName\n          createdAt\n          likelyDuplicates {\n            sameSource\n            distanceKm\n            daysApart\n            event {\n              id\n              type\n              title\n              sourceUrl\n              date\n              status\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewedEvents($status: ReviewedStatus!, $query: String, $after: String) {\n    reviewedEvents(status: $status, query: $query, first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          status\n          createdAt\n          reviewedAt\n          rejectionReason\n          reviewedBy {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReviewedEvents($status: ReviewedStatus!, $query: String, $after: String) {\n    reviewedEvents(status: $status, query: $query, first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          status\n          createdAt\n          reviewedAt\n          rejectionReason\n          reviewedBy {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventHistory($id: ID!) {\n    event(id: $id) {\n      id\n      history {\n        id\n        action\n        createdAt\n        reason\n        reviewer {\n          id\n          username\n        }\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventHistory($id: ID!) {\n    event(id: $id) {\n      id\n      history {\n        id\n        action\n        createdAt\n        reason\n        reviewer {\n          id\n          username\n        }\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveEvent($id: ID!) {\n    approveEvent(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveEvent($id: ID!) {\n    approveEvent(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectEvent($id: ID!, $reason: String!) {\n    rejectEvent(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectEvent($id: ID!, $reason: String!) {\n    rejectEvent(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      type\n      kind\n      title\n      date\n      latitude\n      longitude\n      country\n      countryName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      type\n      kind\n      title\n      date\n      latitude\n      longitude\n      country\n      countryName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    adminDashboard {\n      pendingIncidents\n      activeBans\n      newMembers7d\n      newPosts7d\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    adminDashboard {\n      pendingIncidents\n      activeBans\n      newMembers7d\n      newPosts7d\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($query: String, $after: String) {\n    members(query: $query, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          email\n          user {\n            id\n            username\n            role\n            createdAt\n            lastActiveAt\n            postCount\n            activeBan {\n              id\n              reason\n              endsAt\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Members($query: String, $after: String) {\n    members(query: $query, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          email\n          user {\n            id\n            username\n            role\n            createdAt\n            lastActiveAt\n            postCount\n            activeBan {\n              id\n              reason\n              endsAt\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      id\n      activeBan {\n        id\n        reason\n        endsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      id\n      activeBan {\n        id\n        reason\n        endsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbanUser($userId: ID!, $reason: String) {\n    unbanUser(userId: $userId, reason: $reason) {\n      id\n      activeBan {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnbanUser($userId: ID!, $reason: String) {\n    unbanUser(userId: $userId, reason: $reason) {\n      id\n      activeBan {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($after: String, $actorId: ID, $action: String, $targetType: AuditTarget, $targetId: String) {\n    auditLog(\n      first: 50\n      after: $after\n      actorId: $actorId\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          targetType\n          targetId\n          targetLabel\n          reason\n          details\n          bySystem\n          createdAt\n          actor {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($after: String, $actorId: ID, $action: String, $targetType: AuditTarget, $targetId: String) {\n    auditLog(\n      first: 50\n      after: $after\n      actorId: $actorId\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          targetType\n          targetId\n          targetLabel\n          reason\n          details\n          bySystem\n          createdAt\n          actor {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditFilters {\n    auditActions\n    auditActors {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  query AuditFilters {\n    auditActions\n    auditActors {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthUserFields on User {\n    id\n    username\n    role\n    profilePicture\n    useDefaultAvatar\n  }\n"): (typeof documents)["\n  fragment AuthUserFields on User {\n    id\n    username\n    role\n    profilePicture\n    useDefaultAvatar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...AuthUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...AuthUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken)\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AuthUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AuthUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBan {\n    me {\n      id\n      activeBan {\n        id\n        reason\n        startsAt\n        endsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBan {\n    me {\n      id\n      activeBan {\n        id\n        reason\n        startsAt\n        endsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptchaConfig {\n    captcha {\n      provider\n      siteKey\n      challengeUrl\n    }\n  }\n"): (typeof documents)["\n  query CaptchaConfig {\n    captcha {\n      provider\n      siteKey\n      challengeUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadSummaryFields on Thread {\n    id\n    title\n    isPinned\n    isLocked\n    replyCount\n    views\n    lastReplyDate\n    createdAt\n    author {\n      id\n      username\n    }\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ThreadSummaryFields on Thread {\n    id\n    title\n    isPinned\n    isLocked\n    replyCount\n    views\n    lastReplyDate\n    createdAt\n    author {\n      id\n      username\n    }\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForumData {\n    forumData {\n      categories {\n        id\n        name\n        description\n        threadCount\n        postCount\n      }\n      recentThreads {\n        ...ThreadSummaryFields\n      }\n      stats {\n        totalThreads\n        totalPosts\n        totalUsers\n        onlineUsers\n      }\n    }\n  }\n"): (typeof documents)["\n  query ForumData {\n    forumData {\n      categories {\n        id\n        name\n        description\n        threadCount\n        postCount\n      }\n      recentThreads {\n        ...ThreadSummaryFields\n      }\n      stats {\n        totalThreads\n        totalPosts\n        totalUsers\n        onlineUsers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($id: ID!, $page: Int!) {\n    category(id: $id) {\n      id\n      name\n      description\n      threadCount\n      postCount\n    }\n    categoryThreads(categoryId: $id, page: $page) {\n      page\n      pageCount\n      totalCount\n      threads {\n        ...ThreadSummaryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($id: ID!, $page: Int!) {\n    category(id: $id) {\n      id\n      name\n      description\n      threadCount\n      postCount\n    }\n    categoryThreads(categoryId: $id, page: $page) {\n      page\n      pageCount\n      totalCount\n      threads {\n        ...ThreadSummaryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostFields on Post {\n    id\n    number\n    page\n    html\n    markdown\n    isDeleted\n    createdAt\n    editedAt\n    author {\n      id\n      username\n      role\n      profilePicture\n      useDefaultAvatar\n    }\n    reactions {\n      kind\n      count\n      reacted\n    }\n    viewerCanEdit\n    viewerCanDelete\n  }\n"): (typeof documents)["\n  fragment PostFields on Post {\n    id\n    number\n    page\n    html\n    markdown\n    isDeleted\n    createdAt\n    editedAt\n    author {\n      id\n      username\n      role\n      profilePicture\n      useDefaultAvatar\n    }\n    reactions {\n      kind\n      count\n      reacted\n    }\n    viewerCanEdit\n    viewerCanDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadPage($id: ID!, $page: Int!) {\n    thread(id: $id) {\n      id\n      title\n      isPinned\n      isLocked\n      viewerCanReply\n      postCount\n      pageCount\n      category {\n        id\n        name\n      }\n      posts(page: $page) {\n        page\n        pageCount\n        posts {\n          ...PostFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadPage($id: ID!, $page: Int!) {\n    thread(id: $id) {\n      id\n      title\n      isPinned\n      isLocked\n      viewerCanReply\n      postCount\n      pageCount\n      category {\n        id\n        name\n      }\n      posts(page: $page) {\n        page\n        pageCount\n        posts {\n          ...PostFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      user {\n        id\n        username\n        role\n        profilePicture\n        useDefaultAvatar\n        createdAt\n        lastActiveAt\n        postCount\n        threadCount\n        isOnline\n        activeBan {\n          id\n          reason\n          endsAt\n        }\n      }\n      recentPosts {\n        id\n        page\n        createdAt\n        html\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      user {\n        id\n        username\n        role\n        profilePicture\n        useDefaultAvatar\n        createdAt\n        lastActiveAt\n        postCount\n        threadCount\n        isOnline\n        activeBan {\n          id\n          reason\n          endsAt\n        }\n      }\n      recentPosts {\n        id\n        page\n        createdAt\n        html\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchForum($query: String!, $page: Int!) {\n    searchForum(query: $query, page: $page) {\n      page\n      pageCount\n      totalCount\n      hits {\n        snippet\n        post {\n          id\n          page\n          createdAt\n          author {\n            id\n            username\n          }\n        }\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchForum($query: String!, $page: Int!) {\n    searchForum(query: $query, page: $page) {\n      page\n      pageCount\n      totalCount\n      hits {\n        snippet\n        post {\n          id\n          page\n          createdAt\n          author {\n            id\n            username\n          }\n        }\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RenderMarkdown($markdown: String!) {\n    renderMarkdown(markdown: $markdown)\n  }\n"): (typeof documents)["\n  query RenderMarkdown($markdown: String!) {\n    renderMarkdown(markdown: $markdown)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateThread($input: CreateThreadInput!) {\n    createThread(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateThread($input: CreateThreadInput!) {\n    createThread(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      page\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPost($id: ID!, $body: String!) {\n    editPost(id: $id, body: $body) {\n      ...PostFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditPost($id: ID!, $body: String!) {\n    editPost(id: $id, body: $body) {\n      ...PostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleReaction($postId: ID!, $kind: ReactionKind!) {\n    toggleReaction(postId: $postId, kind: $kind) {\n      id\n      reactions {\n        kind\n        count\n        reacted\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleReaction($postId: ID!, $kind: ReactionKind!) {\n    toggleReaction(postId: $postId, kind: $kind) {\n      id\n      reactions {\n        kind\n        count\n        reacted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      type\n      title\n      sourceUrl\n      date\n    }\n  }\n"): (typeof documents)["\n  query EventDetails($id: ID!) {\n    event(id: $id) {\n      id\n      type\n      title\n      sourceUrl\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncidentList($first: Int!, $after: String) {\n    events(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncidentList($first: Int!, $after: String) {\n    events(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapStyle {\n    siteInfo {\n      mapStyleUrl\n    }\n  }\n"): (typeof documents)["\n  query MapStyle {\n    siteInfo {\n      mapStyleUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    content\n    seen\n    seenAt\n    createdAt\n    actor {\n      id\n      username\n    }\n    relatedPost {\n      id\n    }\n    relatedThread {\n      id\n      title\n    }\n    recipient {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    content\n    seen\n    seenAt\n    createdAt\n    actor {\n      id\n      username\n    }\n    relatedPost {\n      id\n    }\n    relatedThread {\n      id\n      title\n    }\n    recipient {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!, $after: String, $type: NotificationType) {\n    notifications(first: $first, after: $after, type: $type) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int!, $after: String, $type: NotificationType) {\n    notifications(first: $first, after: $after, type: $type) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnseenNotificationCount {\n    unseenNotificationCount\n  }\n"): (typeof documents)["\n  query UnseenNotificationCount {\n    unseenNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationSeen($id: ID!) {\n    markNotificationSeen(id: $id) {\n      id\n      seen\n      seenAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationSeen($id: ID!) {\n    markNotificationSeen(id: $id) {\n      id\n      seen\n      seenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsSeen {\n    markAllNotificationsSeen\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsSeen {\n    markAllNotificationsSeen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      notification {\n        ...NotificationFields\n      }\n      unseenCount\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      notification {\n        ...NotificationFields\n      }\n      unseenCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      ids\n      change\n      unseenCount\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationsChanged {\n    notificationsChanged {\n      ids\n      change\n      unseenCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      reply\n      quote\n      mention\n      reaction\n      emailMissed\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      reply\n      quote\n      mention\n      reaction\n      emailMissed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      reply\n      quote\n      mention\n      reaction\n      emailMissed\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      reply\n      quote\n      mention\n      reaction\n      emailMissed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEvent($input: SubmitEventInput!) {\n    submitEvent(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEvent($input: SubmitEventInput!) {\n    submitEvent(input: $input) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;