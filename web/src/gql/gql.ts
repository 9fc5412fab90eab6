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
    "\n  query MapStyle {\n    siteInfo {\n      mapStyleUrl\n      mapPmtilesUrl\n      publicUrl\n    }\n  }\n": typeof types.MapStyleDocument,
    "\n  query SiteInfo {\n    siteInfo {\n      contactEmail\n    }\n  }\n": typeof types.SiteInfoDocument,
    "\n  query PendingEventCount {\n    pendingEventCount\n  }\n": typeof types.PendingEventCountDocument,
    "\n  query PendingEvents($after: String) {\n    pendingEvents(first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          kind\n          title\n          titleLanguage\n          translations {\n            language\n            title\n            provenance\n            stale\n          }\n          sourceUrl\n          date\n          timePrecision\n          latitude\n          longitude\n          placePrecision\n          country\n          countryName\n          createdAt\n          importedFrom {\n            importId\n            row\n          }\n          likelyDuplicates {\n            sameSource\n            distanceKm\n            daysApart\n            event {\n              id\n              type\n              title\n              sourceUrl\n              date\n              status\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PendingEventsDocument,
    "\n  query ReviewedEvents($status: ReviewedStatus!, $query: String, $after: String) {\n    reviewedEvents(status: $status, query: $query, first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          status\n          createdAt\n          reviewedAt\n          rejectionReason\n          reviewedBy {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ReviewedEventsDocument,
    "\n  query EventHistory($id: ID!) {\n    event(id: $id) {\n      id\n      history {\n        id\n        action\n        createdAt\n        reason\n        reviewer {\n          id\n          username\n        }\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n": typeof types.EventHistoryDocument,
    "\n  mutation ApproveEvent($id: ID!) {\n    approveEvent(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveEventDocument,
    "\n  mutation RejectEvent($id: ID!, $reason: String!) {\n    rejectEvent(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.RejectEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      type\n      kind\n      title\n      date\n      timePrecision\n      latitude\n      longitude\n      placePrecision\n      country\n      countryName\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": typeof types.DeleteEventDocument,
    "\n  mutation SetTitleTranslation($id: ID!, $language: String!, $title: String!) {\n    setTitleTranslation(id: $id, language: $language, title: $title) {\n      id\n      translations {\n        language\n        title\n        provenance\n        stale\n      }\n    }\n  }\n": typeof types.SetTitleTranslationDocument,
    "\n  query AdminCategories {\n    categories {\n      id\n      name\n      description\n      position\n      threadCount\n      postCount\n    }\n  }\n": typeof types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderCategoriesDocument,
    "\n  mutation DeleteCategory($id: ID!, $moveThreadsTo: ID) {\n    deleteCategory(id: $id, moveThreadsTo: $moveThreadsTo)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation BroadcastSystemNotification($content: String!) {\n    broadcastSystemNotification(content: $content)\n  }\n": typeof types.BroadcastSystemNotificationDocument,
    "\n  mutation SetEvidenceStatus($id: ID!, $status: EvidenceStatus!, $method: GeolocationMethod) {\n    setEvidenceStatus(id: $id, status: $status, geolocationMethod: $method) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n": typeof types.SetEvidenceStatusDocument,
    "\n  mutation ProposeConfirmation($id: ID!, $method: GeolocationMethod!) {\n    proposeConfirmation(id: $id, geolocationMethod: $method) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n": typeof types.ProposeConfirmationDocument,
    "\n  mutation ConfirmEvidence($id: ID!) {\n    confirmEvidence(id: $id) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n": typeof types.ConfirmEvidenceDocument,
    "\n  mutation GradeSource($id: ID!, $reliability: String!, $credibility: Int!) {\n    gradeSource(id: $id, reliability: $reliability, credibility: $credibility) {\n      id\n      reliability\n      credibility\n    }\n  }\n": typeof types.GradeSourceDocument,
    "\n  query DataImport($id: ID!, $phase: ImportPhase!) {\n    dataImport(id: $id) {\n      id\n      fileName\n      status\n      phase\n      failure\n      failureDetail\n      position\n      columns\n      counts {\n        rows\n        created\n        merged\n        refused\n        unchanged\n      }\n      dryRun {\n        rows\n        created\n        merged\n        refused\n        unchanged\n      }\n      report(phase: $phase, first: 100) {\n        row\n        outcome\n        errors {\n          field\n          message\n        }\n        eventId\n        duplicateOfRow\n        mergeReason\n      }\n    }\n  }\n": typeof types.DataImportDocument,
    "\n  mutation DryRunImport($id: ID!, $preset: ImportPreset!, $mapping: [ImportFieldInput!]!) {\n    dryRunImport(id: $id, preset: $preset, mapping: $mapping) {\n      id\n      status\n    }\n  }\n": typeof types.DryRunImportDocument,
    "\n  mutation StartImport($id: ID!) {\n    startImport(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.StartImportDocument,
    "\n  query ImportMappings($columns: [String!]) {\n    importMappings(columns: $columns) {\n      id\n      name\n      preset\n      sameShape\n      savedAt\n      savedBy {\n        id\n        username\n      }\n      mapping {\n        field\n        column\n        value\n      }\n    }\n  }\n": typeof types.ImportMappingsDocument,
    "\n  mutation SaveImportMapping(\n    $name: String!\n    $columns: [String!]!\n    $preset: ImportPreset!\n    $mapping: [ImportFieldInput!]!\n  ) {\n    saveImportMapping(name: $name, columns: $columns, preset: $preset, mapping: $mapping) {\n      id\n      name\n    }\n  }\n": typeof types.SaveImportMappingDocument,
    "\n  mutation DeleteImportMapping($id: ID!) {\n    deleteImportMapping(id: $id)\n  }\n": typeof types.DeleteImportMappingDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      pendingIncidents\n      activeBans\n      newMembers7d\n      newPosts7d\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query Members($query: String, $after: String) {\n    members(query: $query, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          email\n          user {\n            id\n            username\n            role\n            createdAt\n            lastActiveAt\n            postCount\n            activeBan {\n              id\n              reason\n              endsAt\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      id\n      activeBan {\n        id\n        reason\n        endsAt\n      }\n    }\n  }\n": typeof types.BanUserDocument,
    "\n  mutation UnbanUser($userId: ID!, $reason: String) {\n    unbanUser(userId: $userId, reason: $reason) {\n      id\n      activeBan {\n        id\n      }\n    }\n  }\n": typeof types.UnbanUserDocument,
    "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.SetUserRoleDocument,
    "\n  query AuditLog($after: String, $actorId: ID, $action: String, $targetType: AuditTarget, $targetId: String) {\n    auditLog(\n      first: 50\n      after: $after\n      actorId: $actorId\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          targetType\n          targetId\n          targetLabel\n          reason\n          details\n          bySystem\n          createdAt\n          actor {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditFilters {\n    auditActions\n    auditActors {\n      id\n      username\n    }\n  }\n": typeof types.AuditFiltersDocument,
    "\n  query PendingProposals {\n    pendingProposals(first: 50) {\n      id\n      kind\n      createdAt\n      event {\n        id\n        title\n      }\n      proposer {\n        id\n        username\n      }\n      source {\n        url\n        outlet\n        language\n        publishedDate\n        archivedUrl\n      }\n      attribution {\n        party\n        attributedBy\n        date\n        confidence\n        sourceId\n      }\n    }\n  }\n": typeof types.PendingProposalsDocument,
    "\n  mutation ApproveProposal($id: ID!) {\n    approveProposal(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveProposalDocument,
    "\n  mutation RejectProposal($id: ID!, $reason: String!) {\n    rejectProposal(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.RejectProposalDocument,
    "\n  query OpenReportCount {\n    openReportCount\n  }\n": typeof types.OpenReportCountDocument,
    "\n  fragment ReportGroupFields on ReportGroup {\n    id\n    targetType\n    targetId\n    status\n    reportCount\n    firstReportedAt\n    lastReportedAt\n    reasons {\n      reason\n      count\n    }\n    reports {\n      id\n      reason\n      text\n      createdAt\n      reporter {\n        id\n        username\n      }\n      editedAfterReport\n      reportedRevision {\n        id\n        markdown\n      }\n    }\n    post {\n      id\n      number\n      page\n      html\n      isDeleted\n    }\n    thread {\n      id\n      title\n      isLocked\n      isDeleted\n    }\n    targetUser {\n      id\n      username\n      role\n    }\n    handledBy {\n      id\n      username\n    }\n    handledAt\n    note\n    action\n  }\n": typeof types.ReportGroupFieldsFragmentDoc,
    "\n  query ReportGroups($status: ReportStatus!, $after: String) {\n    reportGroups(status: $status, first: 20, after: $after) {\n      totalCount\n      nodes {\n        ...ReportGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ReportGroupsDocument,
    "\n  mutation ResolveReports(\n    $targetType: ReportTarget!\n    $targetId: ID!\n    $note: String\n    $action: ReportAction\n    $ban: ReportBanInput\n  ) {\n    resolveReports(targetType: $targetType, targetId: $targetId, note: $note, action: $action, ban: $ban) {\n      ...ReportGroupFields\n    }\n  }\n": typeof types.ResolveReportsDocument,
    "\n  mutation DismissReports($targetType: ReportTarget!, $targetId: ID!, $note: String) {\n    dismissReports(targetType: $targetType, targetId: $targetId, note: $note) {\n      ...ReportGroupFields\n    }\n  }\n": typeof types.DismissReportsDocument,
    "\n  query ReportedRevisionDiff($id: ID!) {\n    reportedRevision(id: $id) {\n      id\n      diff {\n        tooDifferent\n        inline {\n          kind\n          segments {\n            kind\n            text\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReportedRevisionDiffDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    hint\n    createdAt\n    expiresAt\n    revokedAt\n    lastUsedAt\n    requestsThisMonth\n    downloadsThisMonth\n    requestsPerMinute\n    downloadsPerMinute\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query MemberApiKeys($userId: ID!) {\n    memberApiKeys(userId: $userId) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.MemberApiKeysDocument,
    "\n  mutation SetApiKeyQuota($id: ID!, $input: ApiKeyQuotaInput!) {\n    setApiKeyQuota(id: $id, input: $input) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.SetApiKeyQuotaDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  fragment AuthUserFields on User {\n    id\n    username\n    role\n    profilePicture\n    useDefaultAvatar\n  }\n": typeof types.AuthUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...AuthUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation ForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation SaveLanguage($language: String!) {\n    updateSettings(input: { language: $language }) {\n      id\n      language\n    }\n  }\n": typeof types.SaveLanguageDocument,
    "\n  query MyMailConfirmation {\n    me {\n      id\n      mailConfirmed\n    }\n  }\n": typeof types.MyMailConfirmationDocument,
    "\n  mutation ResendMailConfirmation {\n    resendMailConfirmation\n  }\n": typeof types.ResendMailConfirmationDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AuthUserFields\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  query MyBan {\n    me {\n      id\n      activeBan {\n        id\n        reason\n        startsAt\n        endsAt\n      }\n    }\n  }\n": typeof types.MyBanDocument,
    "\n  query CaptchaConfig {\n    captcha {\n      provider\n      siteKey\n      challengeUrl\n    }\n  }\n": typeof types.CaptchaConfigDocument,
    "\n  query PostCitations($postIds: [ID!]!, $language: String!) {\n    postCitations(postIds: $postIds) {\n      postId\n      incidents {\n        id\n        type\n        kind\n        country\n        date\n        evidenceStatus\n        latitude\n        longitude\n        title\n        titleLanguage\n        translations(languages: [$language]) {\n          language\n          title\n          stale\n        }\n      }\n      withdrawn {\n        id\n      }\n    }\n  }\n": typeof types.PostCitationsDocument,
    "\n  fragment ThreadSummaryFields on Thread {\n    id\n    title\n    isPinned\n    isLocked\n    replyCount\n    views\n    lastReplyDate\n    createdAt\n    author {\n      id\n      username\n    }\n    category {\n      id\n      name\n    }\n    viewerUnreadCount\n    viewerLastReadNumber\n    viewerFirstUnreadPostId\n  }\n": typeof types.ThreadSummaryFieldsFragmentDoc,
    "\n  query ForumData {\n    forumData {\n      categories {\n        id\n        name\n        description\n        threadCount\n        postCount\n      }\n      recentThreads {\n        ...ThreadSummaryFields\n      }\n      stats {\n        totalThreads\n        totalPosts\n        totalUsers\n        onlineUsers\n      }\n    }\n  }\n": typeof types.ForumDataDocument,
    "\n  query CategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.CategoryOptionsDocument,
    "\n  query CategoryPage($id: ID!, $page: Int!) {\n    category(id: $id) {\n      id\n      name\n      description\n      threadCount\n      postCount\n    }\n    categoryThreads(categoryId: $id, page: $page) {\n      page\n      pageCount\n      totalCount\n      threads {\n        ...ThreadSummaryFields\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  fragment PostFields on Post {\n    id\n    number\n    page\n    html\n    markdown\n    language\n    translatable\n    isDeleted\n    createdAt\n    editedAt\n    editedBy {\n      id\n      username\n    }\n    author {\n      id\n      username\n      role\n      profilePicture\n      useDefaultAvatar\n    }\n    reactions {\n      kind\n      count\n      reacted\n    }\n    editedAfterViewer\n    viewerCanEdit\n    viewerCanDelete\n  }\n": typeof types.PostFieldsFragmentDoc,
    "\n  query ThreadPage($id: ID!, $page: Int!) {\n    thread(id: $id) {\n      id\n      title\n      titleEditedAt\n      isPinned\n      isLocked\n      isDeleted\n      viewerCanReply\n      postCount\n      pageCount\n      author {\n        id\n        username\n      }\n      category {\n        id\n        name\n      }\n      posts(page: $page) {\n        page\n        pageCount\n        posts {\n          ...PostFields\n        }\n      }\n    }\n  }\n": typeof types.ThreadPageDocument,
    "\n  query QuotedPostPage($postId: ID!) {\n    postLocation(postId: $postId) {\n      page\n    }\n  }\n": typeof types.QuotedPostPageDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      user {\n        id\n        username\n        role\n        profilePicture\n        useDefaultAvatar\n        createdAt\n        lastActiveAt\n        postCount\n        threadCount\n        isOnline\n        activeBan {\n          id\n          reason\n          endsAt\n        }\n      }\n      recentPosts {\n        id\n        page\n        createdAt\n        html\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.UserProfileDocument,
    "\n  query SearchForum($query: String!, $page: Int!) {\n    searchForum(query: $query, page: $page) {\n      page\n      pageCount\n      totalCount\n      hits {\n        snippet\n        post {\n          id\n          page\n          createdAt\n          author {\n            id\n            username\n          }\n        }\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.SearchForumDocument,
    "\n  query RenderMarkdown($markdown: String!) {\n    renderMarkdown(markdown: $markdown)\n  }\n": typeof types.RenderMarkdownDocument,
    "\n  mutation CreateThread($input: CreateThreadInput!) {\n    createThread(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateThreadDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      page\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation EditPost($id: ID!, $body: String!) {\n    editPost(id: $id, body: $body) {\n      ...PostFields\n    }\n  }\n": typeof types.EditPostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostFields\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation ToggleReaction($postId: ID!, $kind: ReactionKind!) {\n    toggleReaction(postId: $postId, kind: $kind) {\n      id\n      reactions {\n        kind\n        count\n        reacted\n      }\n    }\n  }\n": typeof types.ToggleReactionDocument,
    "\n  mutation RecordActivity {\n    recordActivity\n  }\n": typeof types.RecordActivityDocument,
    "\n  subscription ThreadUpdated($threadId: ID!) {\n    threadUpdated(threadId: $threadId) {\n      threadId\n      change\n      postId\n      postNumber\n      lastPostNumber\n    }\n  }\n": typeof types.ThreadUpdatedDocument,
    "\n  subscription ForumUpdated {\n    forumUpdated {\n      change\n      threadId\n    }\n  }\n": typeof types.ForumUpdatedDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ReportContentDocument,
    "\n  fragment ThreadModerationFields on Thread {\n    id\n    isPinned\n    isLocked\n    isDeleted\n    category {\n      id\n      name\n    }\n  }\n": typeof types.ThreadModerationFieldsFragmentDoc,
    "\n  mutation PinThread($id: ID!, $pinned: Boolean!) {\n    pinThread(id: $id, pinned: $pinned) {\n      ...ThreadModerationFields\n    }\n  }\n": typeof types.PinThreadDocument,
    "\n  mutation LockThread($id: ID!, $locked: Boolean!, $reason: String) {\n    lockThread(id: $id, locked: $locked, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n": typeof types.LockThreadDocument,
    "\n  mutation MoveThread($threadId: ID!, $categoryId: ID!, $reason: String) {\n    moveThread(threadId: $threadId, categoryId: $categoryId, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n": typeof types.MoveThreadDocument,
    "\n  mutation DeleteThread($id: ID!, $reason: String) {\n    deleteThread(id: $id, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n": typeof types.DeleteThreadDocument,
    "\n  mutation RestoreThread($id: ID!, $reason: String) {\n    restoreThread(id: $id, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n": typeof types.RestoreThreadDocument,
    "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": typeof types.RestorePostDocument,
    "\n  query MyReports($first: Int, $after: String) {\n    myReports(first: $first, after: $after) {\n      nodes {\n        id\n        targetType\n        targetLabel\n        targetPath\n        reason\n        text\n        status\n        createdAt\n        handledAt\n        answer\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.MyReportsDocument,
    "\n  query PostRevisions($postId: ID!, $rendered: Boolean!) {\n    postRevisions(postId: $postId) {\n      id\n      createdAt\n      reason\n      isHidden\n      isRedacted\n      viewerCanDelete\n      html @include(if: $rendered)\n      editor {\n        id\n        username\n      }\n      diff {\n        tooDifferent\n        inline {\n          ...DiffLineFields\n        }\n        sideBySide {\n          before {\n            ...DiffLineFields\n          }\n          after {\n            ...DiffLineFields\n          }\n        }\n      }\n    }\n  }\n\n  fragment DiffLineFields on DiffLine {\n    kind\n    segments {\n      kind\n      text\n    }\n  }\n": typeof types.PostRevisionsDocument,
    "\n  mutation DeletePostRevision($id: ID!) {\n    deletePostRevision(id: $id)\n  }\n": typeof types.DeletePostRevisionDocument,
    "\n  mutation HidePostRevision($id: ID!, $reason: String) {\n    hidePostRevision(id: $id, reason: $reason) {\n      id\n    }\n  }\n": typeof types.HidePostRevisionDocument,
    "\n  mutation RedactPostRevision($id: ID!, $reason: String) {\n    redactPostRevision(id: $id, reason: $reason) {\n      id\n    }\n  }\n": typeof types.RedactPostRevisionDocument,
    "\n  mutation TranslatePost($postId: ID!, $language: String!) {\n    translatePost(postId: $postId, language: $language) {\n      postId\n      language\n      sourceLanguage\n      html\n    }\n  }\n": typeof types.TranslatePostDocument,
    "\n  query ThreadTitleRevisions($threadId: ID!) {\n    threadTitleRevisions(threadId: $threadId) {\n      id\n      createdAt\n      reason\n      isHidden\n      isRedacted\n      editor {\n        id\n        username\n      }\n      diff {\n        tooDifferent\n        inline {\n          ...DiffLineFields\n        }\n      }\n    }\n  }\n": typeof types.ThreadTitleRevisionsDocument,
    "\n  mutation EditThreadTitle($id: ID!, $title: String!) {\n    editThreadTitle(id: $id, title: $title) {\n      id\n      title\n      titleEditedAt\n    }\n  }\n": typeof types.EditThreadTitleDocument,
    "\n  query IncidentFollow($id: ID!) {\n    event(id: $id) {\n      id\n      viewerFollows\n    }\n  }\n": typeof types.IncidentFollowDocument,
    "\n  fragment LedgerSourceFields on IncidentSource {\n    id\n    url\n    outlet\n    language\n    publishedDate\n    archivedUrl\n    reliability\n    credibility\n    capture {\n      status\n      failure\n      capturedAt\n      sha256\n      timestamped\n      timestampAuthority\n      timestampCaSha256\n      archiveUrl\n      warcUrl\n      timestampUrl\n      waybackUrl\n      liveCheck {\n        status\n        httpStatus\n        checkedAt\n        since\n      }\n    }\n  }\n": typeof types.LedgerSourceFieldsFragmentDoc,
    "\n  fragment LedgerAttributionFields on Attribution {\n    id\n    party\n    attributedBy\n    date\n    confidence\n    sourceId\n  }\n": typeof types.LedgerAttributionFieldsFragmentDoc,
    "\n  query IncidentPage($id: ID!, $language: String!) {\n    event(id: $id) {\n      id\n      title\n      titleLanguage\n      translations(languages: [$language]) {\n        language\n        title\n        provenance\n        stale\n      }\n      date\n      type\n      kind\n      country\n      countryName\n      place {\n        name(language: $language)\n        region(language: $language)\n        country\n        distanceKm\n      }\n      sourceUrl\n      latitude\n      longitude\n      placePrecision\n      timePrecision\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n      viewerMayConfirm\n      sources {\n        ...LedgerSourceFields\n      }\n      attributions {\n        ...LedgerAttributionFields\n      }\n      versions {\n        number\n        action\n        reason\n        createdAt\n        changes {\n          field\n          from\n          to\n        }\n      }\n      discussion {\n        ...IncidentDiscussionFields\n      }\n      citedBy(first: 10) {\n        id\n        title\n      }\n    }\n  }\n": typeof types.IncidentPageDocument,
    "\n  query IncidentVersionPage($id: ID!, $number: Int!) {\n    incidentVersion(id: $id, number: $number) {\n      number\n      action\n      reason\n      createdAt\n      url\n      incident {\n        id\n        title\n        date\n        type\n        kind\n        country\n        sourceUrl\n        latitude\n        longitude\n        placePrecision\n        timePrecision\n        sources {\n          ...LedgerSourceFields\n        }\n        attributions {\n          ...LedgerAttributionFields\n        }\n      }\n    }\n  }\n": typeof types.IncidentVersionPageDocument,
    "\n  mutation ProposeSource($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {\n    proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) {\n      id\n      status\n    }\n  }\n": typeof types.ProposeSourceDocument,
    "\n  mutation ProposeAttribution($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {\n    proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) {\n      id\n      status\n    }\n  }\n": typeof types.ProposeAttributionDocument,
    "\n  fragment IncidentDiscussionFields on IncidentDiscussion {\n    postCount\n    withdrawnReason\n    thread {\n      id\n      isLocked\n    }\n    latestPosts(count: 5) {\n      id\n      number\n      html\n      language\n      createdAt\n      author {\n        id\n        username\n      }\n    }\n  }\n": typeof types.IncidentDiscussionFieldsFragmentDoc,
    "\n  mutation PostToIncidentDiscussion($eventId: ID!, $body: String!, $language: String) {\n    postToIncidentDiscussion(eventId: $eventId, body: $body, language: $language) {\n      id\n    }\n  }\n": typeof types.PostToIncidentDiscussionDocument,
    "\n  mutation FollowIncident($eventId: ID!) {\n    followIncident(eventId: $eventId)\n  }\n": typeof types.FollowIncidentDocument,
    "\n  mutation UnfollowIncident($eventId: ID!) {\n    unfollowIncident(eventId: $eventId)\n  }\n": typeof types.UnfollowIncidentDocument,
    "\n  fragment LatestIncident on Event {\n    id\n    type\n    kind\n    country\n    title\n    titleLanguage\n    translations(languages: [$language]) {\n      language\n      title\n      stale\n    }\n    date\n    timePrecision\n    publishedAt\n  }\n": typeof types.LatestIncidentFragmentDoc,
    "\n  query LatestIncidents($first: Int!, $after: String, $language: String!) {\n    events(first: $first, after: $after, orderBy: published) {\n      edges {\n        node {\n          ...LatestIncident\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.LatestIncidentsDocument,
    "\n  subscription LatestChanged {\n    incidentChanged {\n      change\n      id\n      changedAt\n      incident {\n        id\n        type\n        kind\n        country\n        title\n        date\n        timePrecision\n      }\n    }\n  }\n": typeof types.LatestChangedDocument,
    "\n  query EventDetails($id: ID!, $language: String!) {\n    event(id: $id) {\n      id\n      type\n      kind\n      country\n      countryName\n      place {\n        name(language: $language)\n        region(language: $language)\n        country\n        distanceKm\n      }\n      title\n      titleLanguage\n      translations(languages: [$language]) {\n        language\n        title\n        provenance\n        stale\n      }\n      sourceUrl\n      date\n      latitude\n      longitude\n      placePrecision\n      timePrecision\n      discussion {\n        postCount\n      }\n    }\n  }\n": typeof types.EventDetailsDocument,
    "\n  fragment ListRowDetails on Event {\n    id\n    title\n    timePrecision\n    placePrecision\n    place {\n      name(language: $language)\n      region(language: $language)\n      country\n      distanceKm\n    }\n    discussion {\n      postCount\n    }\n  }\n": typeof types.ListRowDetailsFragmentDoc,
    "\n  query ListTitles(\n    $language: String!\n    $i0: ID!\n    $i1: ID!\n    $i2: ID!\n    $i3: ID!\n    $i4: ID!\n    $i5: ID!\n    $i6: ID!\n    $i7: ID!\n    $i8: ID!\n    $i9: ID!\n    $i10: ID!\n    $i11: ID!\n  ) {\n    e0: event(id: $i0) {\n      ...ListRowDetails\n    }\n    e1: event(id: $i1) {\n      ...ListRowDetails\n    }\n    e2: event(id: $i2) {\n      ...ListRowDetails\n    }\n    e3: event(id: $i3) {\n      ...ListRowDetails\n    }\n    e4: event(id: $i4) {\n      ...ListRowDetails\n    }\n    e5: event(id: $i5) {\n      ...ListRowDetails\n    }\n    e6: event(id: $i6) {\n      ...ListRowDetails\n    }\n    e7: event(id: $i7) {\n      ...ListRowDetails\n    }\n    e8: event(id: $i8) {\n      ...ListRowDetails\n    }\n    e9: event(id: $i9) {\n      ...ListRowDetails\n    }\n    e10: event(id: $i10) {\n      ...ListRowDetails\n    }\n    e11: event(id: $i11) {\n      ...ListRowDetails\n    }\n  }\n": typeof types.ListTitlesDocument,
    "\n  query IncidentList($first: Int!, $after: String) {\n    events(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          timePrecision\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.IncidentListDocument,
    "\n  query TitleMatches($filter: EventFilter!) {\n    mapPoints(filter: $filter) {\n      ids\n    }\n  }\n": typeof types.TitleMatchesDocument,
    "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n": typeof types.CountriesDocument,
    "\n  subscription IncidentChanged {\n    incidentChanged {\n      change\n      id\n      incident {\n        id\n        type\n        kind\n        country\n        title\n        date\n        latitude\n        longitude\n        placePrecision\n      }\n    }\n  }\n": typeof types.IncidentChangedDocument,
    "\n  query DataCitation {\n    citation {\n      apa\n      bibtex\n      version\n    }\n    licence {\n      id\n      url\n    }\n  }\n": typeof types.DataCitationDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    content\n    messageKey\n    messageArgs {\n      name\n      text\n      count\n    }\n    seen\n    seenAt\n    createdAt\n    actor {\n      id\n      username\n    }\n    relatedPost {\n      id\n    }\n    relatedThread {\n      id\n      title\n    }\n    relatedEventId\n    relatedEvent {\n      id\n      placePrecision\n      country\n      place {\n        name\n        region\n        country\n        distanceKm\n      }\n    }\n    recipient {\n      id\n      username\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($first: Int!, $after: String, $type: NotificationType) {\n    notifications(first: $first, after: $after, type: $type) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query NotificationsSince($after: ID!, $first: Int) {\n    notificationsSince(after: $after, first: $first) {\n      nodes {\n        ...NotificationFields\n      }\n      unseenCount\n      hasMore\n    }\n  }\n": typeof types.NotificationsSinceDocument,
    "\n  query UnseenNotificationCount {\n    unseenNotificationCount\n  }\n": typeof types.UnseenNotificationCountDocument,
    "\n  mutation MarkNotificationSeen($id: ID!) {\n    markNotificationSeen(id: $id) {\n      id\n      seen\n      seenAt\n    }\n  }\n": typeof types.MarkNotificationSeenDocument,
    "\n  mutation MarkAllNotificationsSeen {\n    markAllNotificationsSeen\n  }\n": typeof types.MarkAllNotificationsSeenDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": typeof types.DeleteNotificationDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      notification {\n        ...NotificationFields\n      }\n      unseenCount\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  subscription ViewerChanged {\n    viewerChanged {\n      role\n    }\n  }\n": typeof types.ViewerChangedDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      ids\n      change\n      unseenCount\n    }\n  }\n": typeof types.NotificationsChangedDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    reply\n    quote\n    mention\n    reaction\n    emailMissed\n    incident\n    followOwn\n  }\n": typeof types.NotificationPreferencesFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n": typeof types.UpdateNotificationPreferencesDocument,
    "\n  query NotificationPostPage($postId: ID!) {\n    postLocation(postId: $postId) {\n      page\n    }\n  }\n": typeof types.NotificationPostPageDocument,
    "\n  query Places($query: String!, $near: PointInput, $first: Int) {\n    places(query: $query, near: $near, first: $first) {\n      geonameId\n      name\n      country\n      region\n      population\n      latitude\n      longitude\n    }\n  }\n": typeof types.PlacesDocument,
    "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    filter {\n      types\n      kinds\n      countries\n      dateFrom\n      dateTo\n      bbox {\n        west\n        south\n        east\n        north\n      }\n      titleContains\n      placePrecisions\n      timePrecisions\n      evidenceStatuses\n    }\n    area {\n      placeName\n      latitude\n      longitude\n      radiusKm\n    }\n    bell\n    mailAtOnce\n    push\n    digest\n    feedUrl\n    webhookUrl\n    webhookSecret\n    webhookLastCall {\n      at\n      test\n      outcome\n      status\n    }\n    createdAt\n  }\n": typeof types.SavedSearchFieldsFragmentDoc,
    "\n  query SavedSearches {\n    savedSearches {\n      ...SavedSearchFields\n    }\n  }\n": typeof types.SavedSearchesDocument,
    "\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      ...SavedSearchFields\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  mutation UpdateSavedSearch($id: ID!, $input: SavedSearchInput!) {\n    updateSavedSearch(id: $id, input: $input) {\n      ...SavedSearchFields\n    }\n  }\n": typeof types.UpdateSavedSearchDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  query DigestPreview($filter: EventFilter!, $area: SavedAreaInput) {\n    digestPreview(filter: $filter, area: $area) {\n      count\n      complete\n      incidents {\n        id\n        title\n        date\n        timePrecision\n        publishedAt\n      }\n    }\n  }\n": typeof types.DigestPreviewDocument,
    "\n  query IncidentStatistics($filter: EventFilter) {\n    incidentStatistics(filter: $filter) {\n      total\n      perMonth {\n        month\n        russian\n        chinese\n      }\n      perKind {\n        kind\n        count\n      }\n      perCountry {\n        country\n        countryName\n        count\n      }\n    }\n  }\n": typeof types.IncidentStatisticsDocument,
    "\n  query DiscussionsPerMonth($filter: EventFilter) {\n    incidentDiscussionsPerMonth(filter: $filter) {\n      month\n      started\n    }\n  }\n": typeof types.DiscussionsPerMonthDocument,
    "\n  subscription StatisticsChanged($filter: EventFilter) {\n    incidentChanged(filter: $filter) {\n      change\n      id\n    }\n  }\n": typeof types.StatisticsChangedDocument,
    "\n  mutation SubmitEvent($input: SubmitEventInput!) {\n    submitEvent(input: $input) {\n      id\n      titlePending\n    }\n  }\n": typeof types.SubmitEventDocument,
    "\n  query ThreadWatchLevel($id: ID!) {\n    thread(id: $id) {\n      id\n      watchLevel\n    }\n  }\n": typeof types.ThreadWatchLevelDocument,
    "\n  query CategoryWatchLevel($id: ID!) {\n    category(id: $id) {\n      id\n      watchLevel\n    }\n  }\n": typeof types.CategoryWatchLevelDocument,
    "\n  mutation SetThreadWatchLevel($id: ID!, $level: WatchLevel!) {\n    setThreadWatchLevel(threadId: $id, level: $level) {\n      id\n      watchLevel\n    }\n  }\n": typeof types.SetThreadWatchLevelDocument,
    "\n  mutation SetCategoryWatchLevel($id: ID!, $level: WatchLevel!) {\n    setCategoryWatchLevel(categoryId: $id, level: $level) {\n      id\n      watchLevel\n    }\n  }\n": typeof types.SetCategoryWatchLevelDocument,
    "\n  query WatchedSubjects {\n    watchedSubjects {\n      level\n      thread {\n        id\n        title\n        watchLevel\n      }\n      category {\n        id\n        name\n        watchLevel\n      }\n    }\n  }\n": typeof types.WatchedSubjectsDocument,
};
const documents: Documents = {
    "\n  query MapStyle {\n    siteInfo {\n      mapStyleUrl\n      mapPmtilesUrl\n      publicUrl\n    }\n  }\n": types.MapStyleDocument,
    "\n  query SiteInfo {\n    siteInfo {\n      contactEmail\n    }\n  }\n": types.SiteInfoDocument,
    "\n  query PendingEventCount {\n    pendingEventCount\n  }\n": types.PendingEventCountDocument,
    "\n  query PendingEvents($after: String) {\n    pendingEvents(first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          kind\n          title\n          titleLanguage\n          translations {\n            language\n            title\n            provenance\n            stale\n          }\n          sourceUrl\n          date\n          timePrecision\n          latitude\n          longitude\n          placePrecision\n          country\n          countryName\n          createdAt\n          importedFrom {\n            importId\n            row\n          }\n          likelyDuplicates {\n            sameSource\n            distanceKm\n            daysApart\n            event {\n              id\n              type\n              title\n              sourceUrl\n              date\n              status\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PendingEventsDocument,
    "\n  query ReviewedEvents($status: ReviewedStatus!, $query: String, $after: String) {\n    reviewedEvents(status: $status, query: $query, first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          status\n          createdAt\n          reviewedAt\n          rejectionReason\n          reviewedBy {\n            id\n            username\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ReviewedEventsDocument,
    "\n  query EventHistory($id: ID!) {\n    event(id: $id) {\n      id\n      history {\n        id\n        action\n        createdAt\n        reason\n        reviewer {\n          id\n          username\n        }\n        changes {\n          field\n          from\n          to\n        }\n      }\n    }\n  }\n": types.EventHistoryDocument,
    "\n  mutation ApproveEvent($id: ID!) {\n    approveEvent(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveEventDocument,
    "\n  mutation RejectEvent($id: ID!, $reason: String!) {\n    rejectEvent(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.RejectEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      type\n      kind\n      title\n      date\n      timePrecision\n      latitude\n      longitude\n      placePrecision\n      country\n      countryName\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n": types.DeleteEventDocument,
    "\n  mutation SetTitleTranslation($id: ID!, $language: String!, $title: String!) {\n    setTitleTranslation(id: $id, language: $language, title: $title) {\n      id\n      translations {\n        language\n        title\n        provenance\n        stale\n      }\n    }\n  }\n": types.SetTitleTranslationDocument,
    "\n  query AdminCategories {\n    categories {\n      id\n      name\n      description\n      position\n      threadCount\n      postCount\n    }\n  }\n": types.AdminCategoriesDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      position\n    }\n  }\n": types.ReorderCategoriesDocument,
    "\n  mutation DeleteCategory($id: ID!, $moveThreadsTo: ID) {\n    deleteCategory(id: $id, moveThreadsTo: $moveThreadsTo)\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation BroadcastSystemNotification($content: String!) {\n    broadcastSystemNotification(content: $content)\n  }\n": types.BroadcastSystemNotificationDocument,
    "\n  mutation SetEvidenceStatus($id: ID!, $status: EvidenceStatus!, $method: GeolocationMethod) {\n    setEvidenceStatus(id: $id, status: $status, geolocationMethod: $method) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n": types.SetEvidenceStatusDocument,
    "\n  mutation ProposeConfirmation($id: ID!, $method: GeolocationMethod!) {\n    proposeConfirmation(id: $id, geolocationMethod: $method) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n": types.ProposeConfirmationDocument,
    "\n  mutation ConfirmEvidence($id: ID!) {\n    confirmEvidence(id: $id) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n": types.ConfirmEvidenceDocument,
    "\n  mutation GradeSource($id: ID!, $reliability: String!, $credibility: Int!) {\n    gradeSource(id: $id, reliability: $reliability, credibility: $credibility) {\n      id\n      reliability\n      credibility\n    }\n  }\n": types.GradeSourceDocument,
    "\n  query DataImport($id: ID!, $phase: ImportPhase!) {\n    dataImport(id: $id) {\n      id\n      fileName\n      status\n      phase\n      failure\n      failureDetail\n      position\n      columns\n      counts {\n        rows\n        created\n        merged\n        refused\n        unchanged\n      }\n      dryRun {\n        rows\n        created\n        merged\n        refused\n        unchanged\n      }\n      report(phase: $phase, first: 100) {\n        row\n        outcome\n        errors {\n          field\n          message\n        }\n        eventId\n        duplicateOfRow\n        mergeReason\n      }\n    }\n  }\n": types.DataImportDocument,
    "\n  mutation DryRunImport($id: ID!, $preset: ImportPreset!, $mapping: [ImportFieldInput!]!) {\n    dryRunImport(id: $id, preset: $preset, mapping: $mapping) {\n      id\n      status\n    }\n  }\n": types.DryRunImportDocument,
    "\n  mutation StartImport($id: ID!) {\n    startImport(id: $id) {\n      id\n      status\n    }\n  }\n": types.StartImportDocument,
    "\n  query ImportMappings($columns: [String!]) {\n    importMappings(columns: $columns) {\n      id\n      name\n      preset\n      sameShape\n      savedAt\n      savedBy {\n        id\n        username\n      }\n      mapping {\n        field\n        column\n        value\n      }\n    }\n  }\n": types.ImportMappingsDocument,
    "\n  mutation SaveImportMapping(\n    $name: String!\n    $columns: [String!]!\n    $preset: ImportPreset!\n    $mapping: [ImportFieldInput!]!\n  ) {\n    saveImportMapping(name: $name, columns: $columns, preset: $preset, mapping: $mapping) {\n      id\n      name\n    }\n  }\n": types.SaveImportMappingDocument,
    "\n  mutation DeleteImportMapping($id: ID!) {\n    deleteImportMapping(id: $id)\n  }\n": types.DeleteImportMappingDocument,
    "\n  query AdminDashboard {\n    adminDashboard {\n      pendingIncidents\n      activeBans\n      newMembers7d\n      newPosts7d\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query Members($query: String, $after: String) {\n    members(query: $query, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          email\n          user {\n            id\n            username\n            role\n            createdAt\n            lastActiveAt\n            postCount\n            activeBan {\n              id\n              reason\n              endsAt\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  mutation BanUser($input: BanUserInput!) {\n    banUser(input: $input) {\n      id\n      activeBan {\n        id\n        reason\n        endsAt\n      }\n    }\n  }\n": types.BanUserDocument,
    "\n  mutation UnbanUser($userId: ID!, $reason: String) {\n    unbanUser(userId: $userId, reason: $reason) {\n      id\n      activeBan {\n        id\n      }\n    }\n  }\n": types.UnbanUserDocument,
    "\n  mutation SetUserRole($userId: ID!, $role: Role!) {\n    setUserRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": types.SetUserRoleDocument,
    "\n  query AuditLog($after: String, $actorId: ID, $action: String, $targetType: AuditTarget, $targetId: String) {\n    auditLog(\n      first: 50\n      after: $after\n      actorId: $actorId\n      action: $action\n      targetType: $targetType\n      targetId: $targetId\n    ) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          targetType\n          targetId\n          targetLabel\n          reason\n          details\n          bySystem\n          createdAt\n          actor {\n            id\n            username\n          }\n        }\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditFilters {\n    auditActions\n    auditActors {\n      id\n      username\n    }\n  }\n": types.AuditFiltersDocument,
    "\n  query PendingProposals {\n    pendingProposals(first: 50) {\n      id\n      kind\n      createdAt\n      event {\n        id\n        title\n      }\n      proposer {\n        id\n        username\n      }\n      source {\n        url\n        outlet\n        language\n        publishedDate\n        archivedUrl\n      }\n      attribution {\n        party\n        attributedBy\n        date\n        confidence\n        sourceId\n      }\n    }\n  }\n": types.PendingProposalsDocument,
    "\n  mutation ApproveProposal($id: ID!) {\n    approveProposal(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveProposalDocument,
    "\n  mutation RejectProposal($id: ID!, $reason: String!) {\n    rejectProposal(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.RejectProposalDocument,
    "\n  query OpenReportCount {\n    openReportCount\n  }\n": types.OpenReportCountDocument,
    "\n  fragment ReportGroupFields on ReportGroup {\n    id\n    targetType\n    targetId\n    status\n    reportCount\n    firstReportedAt\n    lastReportedAt\n    reasons {\n      reason\n      count\n    }\n    reports {\n      id\n      reason\n      text\n      createdAt\n      reporter {\n        id\n        username\n      }\n      editedAfterReport\n      reportedRevision {\n        id\n        markdown\n      }\n    }\n    post {\n      id\n      number\n      page\n      html\n      isDeleted\n    }\n    thread {\n      id\n      title\n      isLocked\n      isDeleted\n    }\n    targetUser {\n      id\n      username\n      role\n    }\n    handledBy {\n      id\n      username\n    }\n    handledAt\n    note\n    action\n  }\n": types.ReportGroupFieldsFragmentDoc,
    "\n  query ReportGroups($status: ReportStatus!, $after: String) {\n    reportGroups(status: $status, first: 20, after: $after) {\n      totalCount\n      nodes {\n        ...ReportGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ReportGroupsDocument,
    "\n  mutation ResolveReports(\n    $targetType: ReportTarget!\n    $targetId: ID!\n    $note: String\n    $action: ReportAction\n    $ban: ReportBanInput\n  ) {\n    resolveReports(targetType: $targetType, targetId: $targetId, note: $note, action: $action, ban: $ban) {\n      ...ReportGroupFields\n    }\n  }\n": types.ResolveReportsDocument,
    "\n  mutation DismissReports($targetType: ReportTarget!, $targetId: ID!, $note: String) {\n    dismissReports(targetType: $targetType, targetId: $targetId, note: $note) {\n      ...ReportGroupFields\n    }\n  }\n": types.DismissReportsDocument,
    "\n  query ReportedRevisionDiff($id: ID!) {\n    reportedRevision(id: $id) {\n      id\n      diff {\n        tooDifferent\n        inline {\n          kind\n          segments {\n            kind\n            text\n          }\n        }\n      }\n    }\n  }\n": types.ReportedRevisionDiffDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    hint\n    createdAt\n    expiresAt\n    revokedAt\n    lastUsedAt\n    requestsThisMonth\n    downloadsThisMonth\n    requestsPerMinute\n    downloadsPerMinute\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query MemberApiKeys($userId: ID!) {\n    memberApiKeys(userId: $userId) {\n      ...ApiKeyFields\n    }\n  }\n": types.MemberApiKeysDocument,
    "\n  mutation SetApiKeyQuota($id: ID!, $input: ApiKeyQuotaInput!) {\n    setApiKeyQuota(id: $id, input: $input) {\n      ...ApiKeyFields\n    }\n  }\n": types.SetApiKeyQuotaDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  fragment AuthUserFields on User {\n    id\n    username\n    role\n    profilePicture\n    useDefaultAvatar\n  }\n": types.AuthUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...AuthUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...AuthUserFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation ForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken)\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation SaveLanguage($language: String!) {\n    updateSettings(input: { language: $language }) {\n      id\n      language\n    }\n  }\n": types.SaveLanguageDocument,
    "\n  query MyMailConfirmation {\n    me {\n      id\n      mailConfirmed\n    }\n  }\n": types.MyMailConfirmationDocument,
    "\n  mutation ResendMailConfirmation {\n    resendMailConfirmation\n  }\n": types.ResendMailConfirmationDocument,
    "\n  mutation UpdateSettings($input: UpdateSettingsInput!) {\n    updateSettings(input: $input) {\n      ...AuthUserFields\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  query MyBan {\n    me {\n      id\n      activeBan {\n        id\n        reason\n        startsAt\n        endsAt\n      }\n    }\n  }\n": types.MyBanDocument,
    "\n  query CaptchaConfig {\n    captcha {\n      provider\n      siteKey\n      challengeUrl\n    }\n  }\n": types.CaptchaConfigDocument,
    "\n  query PostCitations($postIds: [ID!]!, $language: String!) {\n    postCitations(postIds: $postIds) {\n      postId\n      incidents {\n        id\n        type\n        kind\n        country\n        date\n        evidenceStatus\n        latitude\n        longitude\n        title\n        titleLanguage\n        translations(languages: [$language]) {\n          language\n          title\n          stale\n        }\n      }\n      withdrawn {\n        id\n      }\n    }\n  }\n": types.PostCitationsDocument,
    "\n  fragment ThreadSummaryFields on Thread {\n    id\n    title\n    isPinned\n    isLocked\n    replyCount\n    views\n    lastReplyDate\n    createdAt\n    author {\n      id\n      username\n    }\n    category {\n      id\n      name\n    }\n    viewerUnreadCount\n    viewerLastReadNumber\n    viewerFirstUnreadPostId\n  }\n": types.ThreadSummaryFieldsFragmentDoc,
    "\n  query ForumData {\n    forumData {\n      categories {\n        id\n        name\n        description\n        threadCount\n        postCount\n      }\n      recentThreads {\n        ...ThreadSummaryFields\n      }\n      stats {\n        totalThreads\n        totalPosts\n        totalUsers\n        onlineUsers\n      }\n    }\n  }\n": types.ForumDataDocument,
    "\n  query CategoryOptions {\n    categories {\n      id\n      name\n    }\n  }\n": types.CategoryOptionsDocument,
    "\n  query CategoryPage($id: ID!, $page: Int!) {\n    category(id: $id) {\n      id\n      name\n      description\n      threadCount\n      postCount\n    }\n    categoryThreads(categoryId: $id, page: $page) {\n      page\n      pageCount\n      totalCount\n      threads {\n        ...ThreadSummaryFields\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  fragment PostFields on Post {\n    id\n    number\n    page\n    html\n    markdown\n    language\n    translatable\n    isDeleted\n    createdAt\n    editedAt\n    editedBy {\n      id\n      username\n    }\n    author {\n      id\n      username\n      role\n      profilePicture\n      useDefaultAvatar\n    }\n    reactions {\n      kind\n      count\n      reacted\n    }\n    editedAfterViewer\n    viewerCanEdit\n    viewerCanDelete\n  }\n": types.PostFieldsFragmentDoc,
    "\n  query ThreadPage($id: ID!, $page: Int!) {\n    thread(id: $id) {\n      id\n      title\n      titleEditedAt\n      isPinned\n      isLocked\n      isDeleted\n      viewerCanReply\n      postCount\n      pageCount\n      author {\n        id\n        username\n      }\n      category {\n        id\n        name\n      }\n      posts(page: $page) {\n        page\n        pageCount\n        posts {\n          ...PostFields\n        }\n      }\n    }\n  }\n": types.ThreadPageDocument,
    "\n  query QuotedPostPage($postId: ID!) {\n    postLocation(postId: $postId) {\n      page\n    }\n  }\n": types.QuotedPostPageDocument,
    "\n  query UserProfile($username: String!) {\n    userProfile(username: $username) {\n      user {\n        id\n        username\n        role\n        profilePicture\n        useDefaultAvatar\n        createdAt\n        lastActiveAt\n        postCount\n        threadCount\n        isOnline\n        activeBan {\n          id\n          reason\n          endsAt\n        }\n      }\n      recentPosts {\n        id\n        page\n        createdAt\n        html\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.UserProfileDocument,
    "\n  query SearchForum($query: String!, $page: Int!) {\n    searchForum(query: $query, page: $page) {\n      page\n      pageCount\n      totalCount\n      hits {\n        snippet\n        post {\n          id\n          page\n          createdAt\n          author {\n            id\n            username\n          }\n        }\n        thread {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.SearchForumDocument,
    "\n  query RenderMarkdown($markdown: String!) {\n    renderMarkdown(markdown: $markdown)\n  }\n": types.RenderMarkdownDocument,
    "\n  mutation CreateThread($input: CreateThreadInput!) {\n    createThread(input: $input) {\n      id\n    }\n  }\n": types.CreateThreadDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      id\n      page\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation EditPost($id: ID!, $body: String!) {\n    editPost(id: $id, body: $body) {\n      ...PostFields\n    }\n  }\n": types.EditPostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      ...PostFields\n    }\n  }\n": types.DeletePostDocument,
    "\n  mutation ToggleReaction($postId: ID!, $kind: ReactionKind!) {\n    toggleReaction(postId: $postId, kind: $kind) {\n      id\n      reactions {\n        kind\n        count\n        reacted\n      }\n    }\n  }\n": types.ToggleReactionDocument,
    "\n  mutation RecordActivity {\n    recordActivity\n  }\n": types.RecordActivityDocument,
    "\n  subscription ThreadUpdated($threadId: ID!) {\n    threadUpdated(threadId: $threadId) {\n      threadId\n      change\n      postId\n      postNumber\n      lastPostNumber\n    }\n  }\n": types.ThreadUpdatedDocument,
    "\n  subscription ForumUpdated {\n    forumUpdated {\n      change\n      threadId\n    }\n  }\n": types.ForumUpdatedDocument,
    "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n": types.ReportContentDocument,
    "\n  fragment ThreadModerationFields on Thread {\n    id\n    isPinned\n    isLocked\n    isDeleted\n    category {\n      id\n      name\n    }\n  }\n": types.ThreadModerationFieldsFragmentDoc,
    "\n  mutation PinThread($id: ID!, $pinned: Boolean!) {\n    pinThread(id: $id, pinned: $pinned) {\n      ...ThreadModerationFields\n    }\n  }\n": types.PinThreadDocument,
    "\n  mutation LockThread($id: ID!, $locked: Boolean!, $reason: String) {\n    lockThread(id: $id, locked: $locked, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n": types.LockThreadDocument,
    "\n  mutation MoveThread($threadId: ID!, $categoryId: ID!, $reason: String) {\n    moveThread(threadId: $threadId, categoryId: $categoryId, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n": types.MoveThreadDocument,
    "\n  mutation DeleteThread($id: ID!, $reason: String) {\n    deleteThread(id: $id, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n": types.DeleteThreadDocument,
    "\n  mutation RestoreThread($id: ID!, $reason: String) {\n    restoreThread(id: $id, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n": types.RestoreThreadDocument,
    "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n": types.RestorePostDocument,
    "\n  query MyReports($first: Int, $after: String) {\n    myReports(first: $first, after: $after) {\n      nodes {\n        id\n        targetType\n        targetLabel\n        targetPath\n        reason\n        text\n        status\n        createdAt\n        handledAt\n        answer\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.MyReportsDocument,
    "\n  query PostRevisions($postId: ID!, $rendered: Boolean!) {\n    postRevisions(postId: $postId) {\n      id\n      createdAt\n      reason\n      isHidden\n      isRedacted\n      viewerCanDelete\n      html @include(if: $rendered)\n      editor {\n        id\n        username\n      }\n      diff {\n        tooDifferent\n        inline {\n          ...DiffLineFields\n        }\n        sideBySide {\n          before {\n            ...DiffLineFields\n          }\n          after {\n            ...DiffLineFields\n          }\n        }\n      }\n    }\n  }\n\n  fragment DiffLineFields on DiffLine {\n    kind\n    segments {\n      kind\n      text\n    }\n  }\n": types.PostRevisionsDocument,
    "\n  mutation DeletePostRevision($id: ID!) {\n    deletePostRevision(id: $id)\n  }\n": types.DeletePostRevisionDocument,
    "\n  mutation HidePostRevision($id: ID!, $reason: String) {\n    hidePostRevision(id: $id, reason: $reason) {\n      id\n    }\n  }\n": types.HidePostRevisionDocument,
    "\n  mutation RedactPostRevision($id: ID!, $reason: String) {\n    redactPostRevision(id: $id, reason: $reason) {\n      id\n    }\n  }\n": types.RedactPostRevisionDocument,
    "\n  mutation TranslatePost($postId: ID!, $language: String!) {\n    translatePost(postId: $postId, language: $language) {\n      postId\n      language\n      sourceLanguage\n      html\n    }\n  }\n": types.TranslatePostDocument,
    "\n  query ThreadTitleRevisions($threadId: ID!) {\n    threadTitleRevisions(threadId: $threadId) {\n      id\n      createdAt\n      reason\n      isHidden\n      isRedacted\n      editor {\n        id\n        username\n      }\n      diff {\n        tooDifferent\n        inline {\n          ...DiffLineFields\n        }\n      }\n    }\n  }\n": types.ThreadTitleRevisionsDocument,
    "\n  mutation EditThreadTitle($id: ID!, $title: String!) {\n    editThreadTitle(id: $id, title: $title) {\n      id\n      title\n      titleEditedAt\n    }\n  }\n": types.EditThreadTitleDocument,
    "\n  query IncidentFollow($id: ID!) {\n    event(id: $id) {\n      id\n      viewerFollows\n    }\n  }\n": types.IncidentFollowDocument,
    "\n  fragment LedgerSourceFields on IncidentSource {\n    id\n    url\n    outlet\n    language\n    publishedDate\n    archivedUrl\n    reliability\n    credibility\n    capture {\n      status\n      failure\n      capturedAt\n      sha256\n      timestamped\n      timestampAuthority\n      timestampCaSha256\n      archiveUrl\n      warcUrl\n      timestampUrl\n      waybackUrl\n      liveCheck {\n        status\n        httpStatus\n        checkedAt\n        since\n      }\n    }\n  }\n": types.LedgerSourceFieldsFragmentDoc,
    "\n  fragment LedgerAttributionFields on Attribution {\n    id\n    party\n    attributedBy\n    date\n    confidence\n    sourceId\n  }\n": types.LedgerAttributionFieldsFragmentDoc,
    "\n  query IncidentPage($id: ID!, $language: String!) {\n    event(id: $id) {\n      id\n      title\n      titleLanguage\n      translations(languages: [$language]) {\n        language\n        title\n        provenance\n        stale\n      }\n      date\n      type\n      kind\n      country\n      countryName\n      place {\n        name(language: $language)\n        region(language: $language)\n        country\n        distanceKm\n      }\n      sourceUrl\n      latitude\n      longitude\n      placePrecision\n      timePrecision\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n      viewerMayConfirm\n      sources {\n        ...LedgerSourceFields\n      }\n      attributions {\n        ...LedgerAttributionFields\n      }\n      versions {\n        number\n        action\n        reason\n        createdAt\n        changes {\n          field\n          from\n          to\n        }\n      }\n      discussion {\n        ...IncidentDiscussionFields\n      }\n      citedBy(first: 10) {\n        id\n        title\n      }\n    }\n  }\n": types.IncidentPageDocument,
    "\n  query IncidentVersionPage($id: ID!, $number: Int!) {\n    incidentVersion(id: $id, number: $number) {\n      number\n      action\n      reason\n      createdAt\n      url\n      incident {\n        id\n        title\n        date\n        type\n        kind\n        country\n        sourceUrl\n        latitude\n        longitude\n        placePrecision\n        timePrecision\n        sources {\n          ...LedgerSourceFields\n        }\n        attributions {\n          ...LedgerAttributionFields\n        }\n      }\n    }\n  }\n": types.IncidentVersionPageDocument,
    "\n  mutation ProposeSource($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {\n    proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) {\n      id\n      status\n    }\n  }\n": types.ProposeSourceDocument,
    "\n  mutation ProposeAttribution($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {\n    proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) {\n      id\n      status\n    }\n  }\n": types.ProposeAttributionDocument,
    "\n  fragment IncidentDiscussionFields on IncidentDiscussion {\n    postCount\n    withdrawnReason\n    thread {\n      id\n      isLocked\n    }\n    latestPosts(count: 5) {\n      id\n      number\n      html\n      language\n      createdAt\n      author {\n        id\n        username\n      }\n    }\n  }\n": types.IncidentDiscussionFieldsFragmentDoc,
    "\n  mutation PostToIncidentDiscussion($eventId: ID!, $body: String!, $language: String) {\n    postToIncidentDiscussion(eventId: $eventId, body: $body, language: $language) {\n      id\n    }\n  }\n": types.PostToIncidentDiscussionDocument,
    "\n  mutation FollowIncident($eventId: ID!) {\n    followIncident(eventId: $eventId)\n  }\n": types.FollowIncidentDocument,
    "\n  mutation UnfollowIncident($eventId: ID!) {\n    unfollowIncident(eventId: $eventId)\n  }\n": types.UnfollowIncidentDocument,
    "\n  fragment LatestIncident on Event {\n    id\n    type\n    kind\n    country\n    title\n    titleLanguage\n    translations(languages: [$language]) {\n      language\n      title\n      stale\n    }\n    date\n    timePrecision\n    publishedAt\n  }\n": types.LatestIncidentFragmentDoc,
    "\n  query LatestIncidents($first: Int!, $after: String, $language: String!) {\n    events(first: $first, after: $after, orderBy: published) {\n      edges {\n        node {\n          ...LatestIncident\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.LatestIncidentsDocument,
    "\n  subscription LatestChanged {\n    incidentChanged {\n      change\n      id\n      changedAt\n      incident {\n        id\n        type\n        kind\n        country\n        title\n        date\n        timePrecision\n      }\n    }\n  }\n": types.LatestChangedDocument,
    "\n  query EventDetails($id: ID!, $language: String!) {\n    event(id: $id) {\n      id\n      type\n      kind\n      country\n      countryName\n      place {\n        name(language: $language)\n        region(language: $language)\n        country\n        distanceKm\n      }\n      title\n      titleLanguage\n      translations(languages: [$language]) {\n        language\n        title\n        provenance\n        stale\n      }\n      sourceUrl\n      date\n      latitude\n      longitude\n      placePrecision\n      timePrecision\n      discussion {\n        postCount\n      }\n    }\n  }\n": types.EventDetailsDocument,
    "\n  fragment ListRowDetails on Event {\n    id\n    title\n    timePrecision\n    placePrecision\n    place {\n      name(language: $language)\n      region(language: $language)\n      country\n      distanceKm\n    }\n    discussion {\n      postCount\n    }\n  }\n": types.ListRowDetailsFragmentDoc,
    "\n  query ListTitles(\n    $language: String!\n    $i0: ID!\n    $i1: ID!\n    $i2: ID!\n    $i3: ID!\n    $i4: ID!\n    $i5: ID!\n    $i6: ID!\n    $i7: ID!\n    $i8: ID!\n    $i9: ID!\n    $i10: ID!\n    $i11: ID!\n  ) {\n    e0: event(id: $i0) {\n      ...ListRowDetails\n    }\n    e1: event(id: $i1) {\n      ...ListRowDetails\n    }\n    e2: event(id: $i2) {\n      ...ListRowDetails\n    }\n    e3: event(id: $i3) {\n      ...ListRowDetails\n    }\n    e4: event(id: $i4) {\n      ...ListRowDetails\n    }\n    e5: event(id: $i5) {\n      ...ListRowDetails\n    }\n    e6: event(id: $i6) {\n      ...ListRowDetails\n    }\n    e7: event(id: $i7) {\n      ...ListRowDetails\n    }\n    e8: event(id: $i8) {\n      ...ListRowDetails\n    }\n    e9: event(id: $i9) {\n      ...ListRowDetails\n    }\n    e10: event(id: $i10) {\n      ...ListRowDetails\n    }\n    e11: event(id: $i11) {\n      ...ListRowDetails\n    }\n  }\n": types.ListTitlesDocument,
    "\n  query IncidentList($first: Int!, $after: String) {\n    events(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          timePrecision\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.IncidentListDocument,
    "\n  query TitleMatches($filter: EventFilter!) {\n    mapPoints(filter: $filter) {\n      ids\n    }\n  }\n": types.TitleMatchesDocument,
    "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n": types.CountriesDocument,
    "\n  subscription IncidentChanged {\n    incidentChanged {\n      change\n      id\n      incident {\n        id\n        type\n        kind\n        country\n        title\n        date\n        latitude\n        longitude\n        placePrecision\n      }\n    }\n  }\n": types.IncidentChangedDocument,
    "\n  query DataCitation {\n    citation {\n      apa\n      bibtex\n      version\n    }\n    licence {\n      id\n      url\n    }\n  }\n": types.DataCitationDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    content\n    messageKey\n    messageArgs {\n      name\n      text\n      count\n    }\n    seen\n    seenAt\n    createdAt\n    actor {\n      id\n      username\n    }\n    relatedPost {\n      id\n    }\n    relatedThread {\n      id\n      title\n    }\n    relatedEventId\n    relatedEvent {\n      id\n      placePrecision\n      country\n      place {\n        name\n        region\n        country\n        distanceKm\n      }\n    }\n    recipient {\n      id\n      username\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($first: Int!, $after: String, $type: NotificationType) {\n    notifications(first: $first, after: $after, type: $type) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query NotificationsSince($after: ID!, $first: Int) {\n    notificationsSince(after: $after, first: $first) {\n      nodes {\n        ...NotificationFields\n      }\n      unseenCount\n      hasMore\n    }\n  }\n": types.NotificationsSinceDocument,
    "\n  query UnseenNotificationCount {\n    unseenNotificationCount\n  }\n": types.UnseenNotificationCountDocument,
    "\n  mutation MarkNotificationSeen($id: ID!) {\n    markNotificationSeen(id: $id) {\n      id\n      seen\n      seenAt\n    }\n  }\n": types.MarkNotificationSeenDocument,
    "\n  mutation MarkAllNotificationsSeen {\n    markAllNotificationsSeen\n  }\n": types.MarkAllNotificationsSeenDocument,
    "\n  mutation DeleteNotification($id: ID!) {\n    deleteNotification(id: $id)\n  }\n": types.DeleteNotificationDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      notification {\n        ...NotificationFields\n      }\n      unseenCount\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  subscription ViewerChanged {\n    viewerChanged {\n      role\n    }\n  }\n": types.ViewerChangedDocument,
    "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      ids\n      change\n      unseenCount\n    }\n  }\n": types.NotificationsChangedDocument,
    "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    reply\n    quote\n    mention\n    reaction\n    emailMissed\n    incident\n    followOwn\n  }\n": types.NotificationPreferencesFieldsFragmentDoc,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n": types.UpdateNotificationPreferencesDocument,
    "\n  query NotificationPostPage($postId: ID!) {\n    postLocation(postId: $postId) {\n      page\n    }\n  }\n": types.NotificationPostPageDocument,
    "\n  query Places($query: String!, $near: PointInput, $first: Int) {\n    places(query: $query, near: $near, first: $first) {\n      geonameId\n      name\n      country\n      region\n      population\n      latitude\n      longitude\n    }\n  }\n": types.PlacesDocument,
    "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    filter {\n      types\n      kinds\n      countries\n      dateFrom\n      dateTo\n      bbox {\n        west\n        south\n        east\n        north\n      }\n      titleContains\n      placePrecisions\n      timePrecisions\n      evidenceStatuses\n    }\n    area {\n      placeName\n      latitude\n      longitude\n      radiusKm\n    }\n    bell\n    mailAtOnce\n    push\n    digest\n    feedUrl\n    webhookUrl\n    webhookSecret\n    webhookLastCall {\n      at\n      test\n      outcome\n      status\n    }\n    createdAt\n  }\n": types.SavedSearchFieldsFragmentDoc,
    "\n  query SavedSearches {\n    savedSearches {\n      ...SavedSearchFields\n    }\n  }\n": types.SavedSearchesDocument,
    "\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      ...SavedSearchFields\n    }\n  }\n": types.SaveSearchDocument,
    "\n  mutation UpdateSavedSearch($id: ID!, $input: SavedSearchInput!) {\n    updateSavedSearch(id: $id, input: $input) {\n      ...SavedSearchFields\n    }\n  }\n": types.UpdateSavedSearchDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.DeleteSavedSearchDocument,
    "\n  query DigestPreview($filter: EventFilter!, $area: SavedAreaInput) {\n    digestPreview(filter: $filter, area: $area) {\n      count\n      complete\n      incidents {\n        id\n        title\n        date\n        timePrecision\n        publishedAt\n      }\n    }\n  }\n": types.DigestPreviewDocument,
    "\n  query IncidentStatistics($filter: EventFilter) {\n    incidentStatistics(filter: $filter) {\n      total\n      perMonth {\n        month\n        russian\n        chinese\n      }\n      perKind {\n        kind\n        count\n      }\n      perCountry {\n        country\n        countryName\n        count\n      }\n    }\n  }\n": types.IncidentStatisticsDocument,
    "\n  query DiscussionsPerMonth($filter: EventFilter) {\n    incidentDiscussionsPerMonth(filter: $filter) {\n      month\n      started\n    }\n  }\n": types.DiscussionsPerMonthDocument,
    "\n  subscription StatisticsChanged($filter: EventFilter) {\n    incidentChanged(filter: $filter) {\n      change\n      id\n    }\n  }\n": types.StatisticsChangedDocument,
    "\n  mutation SubmitEvent($input: SubmitEventInput!) {\n    submitEvent(input: $input) {\n      id\n      titlePending\n    }\n  }\n": types.SubmitEventDocument,
    "\n  query ThreadWatchLevel($id: ID!) {\n    thread(id: $id) {\n      id\n      watchLevel\n    }\n  }\n": types.ThreadWatchLevelDocument,
    "\n  query CategoryWatchLevel($id: ID!) {\n    category(id: $id) {\n      id\n      watchLevel\n    }\n  }\n": types.CategoryWatchLevelDocument,
    "\n  mutation SetThreadWatchLevel($id: ID!, $level: WatchLevel!) {\n    setThreadWatchLevel(threadId: $id, level: $level) {\n      id\n      watchLevel\n    }\n  }\n": types.SetThreadWatchLevelDocument,
    "\n  mutation SetCategoryWatchLevel($id: ID!, $level: WatchLevel!) {\n    setCategoryWatchLevel(categoryId: $id, level: $level) {\n      id\n      watchLevel\n    }\n  }\n": types.SetCategoryWatchLevelDocument,
    "\n  query WatchedSubjects {\n    watchedSubjects {\n      level\n      thread {\n        id\n        title\n        watchLevel\n      }\n      category {\n        id\n        name\n        watchLevel\n      }\n    }\n  }\n": types.WatchedSubjectsDocument,
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
export function graphql(source: "\n  query MapStyle {\n    siteInfo {\n      mapStyleUrl\n      mapPmtilesUrl\n      publicUrl\n    }\n  }\n"): (typeof documents)["\n  query MapStyle {\n    siteInfo {\n      mapStyleUrl\n      mapPmtilesUrl\n      publicUrl\n    }\n  }\n"];
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
export function graphql(source: "\n  query PendingEvents($after: String) {\n    pendingEvents(first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          kind\n          title\n          titleLanguage\n          translations {\n            language\n            title\n            provenance\n            stale\n          }\n          sourceUrl\n          date\n          timePrecision\n          latitude\n          longitude\n          placePrecision\n          country\n          countryName\n          createdAt\n          importedFrom {\n            importId\n            row\n          }\n          likelyDuplicates {\n            sameSource\n            distanceKm\n            daysApart\n            event {\n              id\n              type\n              title\n              sourceUrl\n              date\n              status\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingEvents($after: String) {\n    pendingEvents(first: 50, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          kind\n          title\n          titleLanguage\n          translations {\n            language\n            title\n            provenance\n            stale\n          }\n          sourceUrl\n          date\n          timePrecision\n          latitude\n          longitude\n          placePrecision\n          country\n          countryName\n          createdAt\n          importedFrom {\n            importId\n            row\n          }\n          likelyDuplicates {\n            sameSource\n            distanceKm\n            daysApart\n            event {\n              id\n              type\n              title\n              sourceUrl\n              date\n              status\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      type\n      kind\n      title\n      date\n      timePrecision\n      latitude\n      longitude\n      placePrecision\n      country\n      countryName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) {\n      id\n      type\n      kind\n      title\n      date\n      timePrecision\n      latitude\n      longitude\n      placePrecision\n      country\n      countryName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteEvent($id: ID!) {\n    deleteEvent(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTitleTranslation($id: ID!, $language: String!, $title: String!) {\n    setTitleTranslation(id: $id, language: $language, title: $title) {\n      id\n      translations {\n        language\n        title\n        provenance\n        stale\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTitleTranslation($id: ID!, $language: String!, $title: String!) {\n    setTitleTranslation(id: $id, language: $language, title: $title) {\n      id\n      translations {\n        language\n        title\n        provenance\n        stale\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategories {\n    categories {\n      id\n      name\n      description\n      position\n      threadCount\n      postCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCategories {\n    categories {\n      id\n      name\n      description\n      position\n      threadCount\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderCategories($ids: [ID!]!) {\n    reorderCategories(ids: $ids) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!, $moveThreadsTo: ID) {\n    deleteCategory(id: $id, moveThreadsTo: $moveThreadsTo)\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!, $moveThreadsTo: ID) {\n    deleteCategory(id: $id, moveThreadsTo: $moveThreadsTo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastSystemNotification($content: String!) {\n    broadcastSystemNotification(content: $content)\n  }\n"): (typeof documents)["\n  mutation BroadcastSystemNotification($content: String!) {\n    broadcastSystemNotification(content: $content)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEvidenceStatus($id: ID!, $status: EvidenceStatus!, $method: GeolocationMethod) {\n    setEvidenceStatus(id: $id, status: $status, geolocationMethod: $method) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n"): (typeof documents)["\n  mutation SetEvidenceStatus($id: ID!, $status: EvidenceStatus!, $method: GeolocationMethod) {\n    setEvidenceStatus(id: $id, status: $status, geolocationMethod: $method) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeConfirmation($id: ID!, $method: GeolocationMethod!) {\n    proposeConfirmation(id: $id, geolocationMethod: $method) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeConfirmation($id: ID!, $method: GeolocationMethod!) {\n    proposeConfirmation(id: $id, geolocationMethod: $method) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEvidence($id: ID!) {\n    confirmEvidence(id: $id) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEvidence($id: ID!) {\n    confirmEvidence(id: $id) {\n      id\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GradeSource($id: ID!, $reliability: String!, $credibility: Int!) {\n    gradeSource(id: $id, reliability: $reliability, credibility: $credibility) {\n      id\n      reliability\n      credibility\n    }\n  }\n"): (typeof documents)["\n  mutation GradeSource($id: ID!, $reliability: String!, $credibility: Int!) {\n    gradeSource(id: $id, reliability: $reliability, credibility: $credibility) {\n      id\n      reliability\n      credibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataImport($id: ID!, $phase: ImportPhase!) {\n    dataImport(id: $id) {\n      id\n      fileName\n      status\n      phase\n      failure\n      failureDetail\n      position\n      columns\n      counts {\n        rows\n        created\n        merged\n        refused\n        unchanged\n      }\n      dryRun {\n        rows\n        created\n        merged\n        refused\n        unchanged\n      }\n      report(phase: $phase, first: 100) {\n        row\n        outcome\n        errors {\n          field\n          message\n        }\n        eventId\n        duplicateOfRow\n        mergeReason\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataImport($id: ID!, $phase: ImportPhase!) {\n    dataImport(id: $id) {\n      id\n      fileName\n      status\n      phase\n      failure\n      failureDetail\n      position\n      columns\n      counts {\n        rows\n        created\n        merged\n        refused\n        unchanged\n      }\n      dryRun {\n        rows\n        created\n        merged\n        refused\n        unchanged\n      }\n      report(phase: $phase, first: 100) {\n        row\n        outcome\n        errors {\n          field\n          message\n        }\n        eventId\n        duplicateOfRow\n        mergeReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DryRunImport($id: ID!, $preset: ImportPreset!, $mapping: [ImportFieldInput!]!) {\n    dryRunImport(id: $id, preset: $preset, mapping: $mapping) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DryRunImport($id: ID!, $preset: ImportPreset!, $mapping: [ImportFieldInput!]!) {\n    dryRunImport(id: $id, preset: $preset, mapping: $mapping) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartImport($id: ID!) {\n    startImport(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation StartImport($id: ID!) {\n    startImport(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportMappings($columns: [String!]) {\n    importMappings(columns: $columns) {\n      id\n      name\n      preset\n      sameShape\n      savedAt\n      savedBy {\n        id\n        username\n      }\n      mapping {\n        field\n        column\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportMappings($columns: [String!]) {\n    importMappings(columns: $columns) {\n      id\n      name\n      preset\n      sameShape\n      savedAt\n      savedBy {\n        id\n        username\n      }\n      mapping {\n        field\n        column\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveImportMapping(\n    $name: String!\n    $columns: [String!]!\n    $preset: ImportPreset!\n    $mapping: [ImportFieldInput!]!\n  ) {\n    saveImportMapping(name: $name, columns: $columns, preset: $preset, mapping: $mapping) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation SaveImportMapping(\n    $name: String!\n    $columns: [String!]!\n    $preset: ImportPreset!\n    $mapping: [ImportFieldInput!]!\n  ) {\n    saveImportMapping(name: $name, columns: $columns, preset: $preset, mapping: $mapping) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteImportMapping($id: ID!) {\n    deleteImportMapping(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteImportMapping($id: ID!) {\n    deleteImportMapping(id: $id)\n  }\n"];
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
export function graphql(source: "\n  query PendingProposals {\n    pendingProposals(first: 50) {\n      id\n      kind\n      createdAt\n      event {\n        id\n        title\n      }\n      proposer {\n        id\n        username\n      }\n      source {\n        url\n        outlet\n        language\n        publishedDate\n        archivedUrl\n      }\n      attribution {\n        party\n        attributedBy\n        date\n        confidence\n        sourceId\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingProposals {\n    pendingProposals(first: 50) {\n      id\n      kind\n      createdAt\n      event {\n        id\n        title\n      }\n      proposer {\n        id\n        username\n      }\n      source {\n        url\n        outlet\n        language\n        publishedDate\n        archivedUrl\n      }\n      attribution {\n        party\n        attributedBy\n        date\n        confidence\n        sourceId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveProposal($id: ID!) {\n    approveProposal(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveProposal($id: ID!) {\n    approveProposal(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectProposal($id: ID!, $reason: String!) {\n    rejectProposal(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectProposal($id: ID!, $reason: String!) {\n    rejectProposal(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenReportCount {\n    openReportCount\n  }\n"): (typeof documents)["\n  query OpenReportCount {\n    openReportCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportGroupFields on ReportGroup {\n    id\n    targetType\n    targetId\n    status\n    reportCount\n    firstReportedAt\n    lastReportedAt\n    reasons {\n      reason\n      count\n    }\n    reports {\n      id\n      reason\n      text\n      createdAt\n      reporter {\n        id\n        username\n      }\n      editedAfterReport\n      reportedRevision {\n        id\n        markdown\n      }\n    }\n    post {\n      id\n      number\n      page\n      html\n      isDeleted\n    }\n    thread {\n      id\n      title\n      isLocked\n      isDeleted\n    }\n    targetUser {\n      id\n      username\n      role\n    }\n    handledBy {\n      id\n      username\n    }\n    handledAt\n    note\n    action\n  }\n"): (typeof documents)["\n  fragment ReportGroupFields on ReportGroup {\n    id\n    targetType\n    targetId\n    status\n    reportCount\n    firstReportedAt\n    lastReportedAt\n    reasons {\n      reason\n      count\n    }\n    reports {\n      id\n      reason\n      text\n      createdAt\n      reporter {\n        id\n        username\n      }\n      editedAfterReport\n      reportedRevision {\n        id\n        markdown\n      }\n    }\n    post {\n      id\n      number\n      page\n      html\n      isDeleted\n    }\n    thread {\n      id\n      title\n      isLocked\n      isDeleted\n    }\n    targetUser {\n      id\n      username\n      role\n    }\n    handledBy {\n      id\n      username\n    }\n    handledAt\n    note\n    action\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportGroups($status: ReportStatus!, $after: String) {\n    reportGroups(status: $status, first: 20, after: $after) {\n      totalCount\n      nodes {\n        ...ReportGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportGroups($status: ReportStatus!, $after: String) {\n    reportGroups(status: $status, first: 20, after: $after) {\n      totalCount\n      nodes {\n        ...ReportGroupFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveReports(\n    $targetType: ReportTarget!\n    $targetId: ID!\n    $note: String\n    $action: ReportAction\n    $ban: ReportBanInput\n  ) {\n    resolveReports(targetType: $targetType, targetId: $targetId, note: $note, action: $action, ban: $ban) {\n      ...ReportGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveReports(\n    $targetType: ReportTarget!\n    $targetId: ID!\n    $note: String\n    $action: ReportAction\n    $ban: ReportBanInput\n  ) {\n    resolveReports(targetType: $targetType, targetId: $targetId, note: $note, action: $action, ban: $ban) {\n      ...ReportGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissReports($targetType: ReportTarget!, $targetId: ID!, $note: String) {\n    dismissReports(targetType: $targetType, targetId: $targetId, note: $note) {\n      ...ReportGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation DismissReports($targetType: ReportTarget!, $targetId: ID!, $note: String) {\n    dismissReports(targetType: $targetType, targetId: $targetId, note: $note) {\n      ...ReportGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportedRevisionDiff($id: ID!) {\n    reportedRevision(id: $id) {\n      id\n      diff {\n        tooDifferent\n        inline {\n          kind\n          segments {\n            kind\n            text\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportedRevisionDiff($id: ID!) {\n    reportedRevision(id: $id) {\n      id\n      diff {\n        tooDifferent\n        inline {\n          kind\n          segments {\n            kind\n            text\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    hint\n    createdAt\n    expiresAt\n    revokedAt\n    lastUsedAt\n    requestsThisMonth\n    downloadsThisMonth\n    requestsPerMinute\n    downloadsPerMinute\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    hint\n    createdAt\n    expiresAt\n    revokedAt\n    lastUsedAt\n    requestsThisMonth\n    downloadsThisMonth\n    requestsPerMinute\n    downloadsPerMinute\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberApiKeys($userId: ID!) {\n    memberApiKeys(userId: $userId) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query MemberApiKeys($userId: ID!) {\n    memberApiKeys(userId: $userId) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApiKeyQuota($id: ID!, $input: ApiKeyQuotaInput!) {\n    setApiKeyQuota(id: $id, input: $input) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetApiKeyQuota($id: ID!, $input: ApiKeyQuotaInput!) {\n    setApiKeyQuota(id: $id, input: $input) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: ApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      key {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLanguage($language: String!) {\n    updateSettings(input: { language: $language }) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLanguage($language: String!) {\n    updateSettings(input: { language: $language }) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMailConfirmation {\n    me {\n      id\n      mailConfirmed\n    }\n  }\n"): (typeof documents)["\n  query MyMailConfirmation {\n    me {\n      id\n      mailConfirmed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMailConfirmation {\n    resendMailConfirmation\n  }\n"): (typeof documents)["\n  mutation ResendMailConfirmation {\n    resendMailConfirmation\n  }\n"];
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
export function graphql(source: "\n  query PostCitations($postIds: [ID!]!, $language: String!) {\n    postCitations(postIds: $postIds) {\n      postId\n      incidents {\n        id\n        type\n        kind\n        country\n        date\n        evidenceStatus\n        latitude\n        longitude\n        title\n        titleLanguage\n        translations(languages: [$language]) {\n          language\n          title\n          stale\n        }\n      }\n      withdrawn {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostCitations($postIds: [ID!]!, $language: String!) {\n    postCitations(postIds: $postIds) {\n      postId\n      incidents {\n        id\n        type\n        kind\n        country\n        date\n        evidenceStatus\n        latitude\n        longitude\n        title\n        titleLanguage\n        translations(languages: [$language]) {\n          language\n          title\n          stale\n        }\n      }\n      withdrawn {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadSummaryFields on Thread {\n    id\n    title\n    isPinned\n    isLocked\n    replyCount\n    views\n    lastReplyDate\n    createdAt\n    author {\n      id\n      username\n    }\n    category {\n      id\n      name\n    }\n    viewerUnreadCount\n    viewerLastReadNumber\n    viewerFirstUnreadPostId\n  }\n"): (typeof documents)["\n  fragment ThreadSummaryFields on Thread {\n    id\n    title\n    isPinned\n    isLocked\n    replyCount\n    views\n    lastReplyDate\n    createdAt\n    author {\n      id\n      username\n    }\n    category {\n      id\n      name\n    }\n    viewerUnreadCount\n    viewerLastReadNumber\n    viewerFirstUnreadPostId\n  }\n"];
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
export function graphql(source: "\n  fragment PostFields on Post {\n    id\n    number\n    page\n    html\n    markdown\n    language\n    translatable\n    isDeleted\n    createdAt\n    editedAt\n    editedBy {\n      id\n      username\n    }\n    author {\n      id\n      username\n      role\n      profilePicture\n      useDefaultAvatar\n    }\n    reactions {\n      kind\n      count\n      reacted\n    }\n    editedAfterViewer\n    viewerCanEdit\n    viewerCanDelete\n  }\n"): (typeof documents)["\n  fragment PostFields on Post {\n    id\n    number\n    page\n    html\n    markdown\n    language\n    translatable\n    isDeleted\n    createdAt\n    editedAt\n    editedBy {\n      id\n      username\n    }\n    author {\n      id\n      username\n      role\n      profilePicture\n      useDefaultAvatar\n    }\n    reactions {\n      kind\n      count\n      reacted\n    }\n    editedAfterViewer\n    viewerCanEdit\n    viewerCanDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadPage($id: ID!, $page: Int!) {\n    thread(id: $id) {\n      id\n      title\n      titleEditedAt\n      isPinned\n      isLocked\n      isDeleted\n      viewerCanReply\n      postCount\n      pageCount\n      author {\n        id\n        username\n      }\n      category {\n        id\n        name\n      }\n      posts(page: $page) {\n        page\n        pageCount\n        posts {\n          ...PostFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadPage($id: ID!, $page: Int!) {\n    thread(id: $id) {\n      id\n      title\n      titleEditedAt\n      isPinned\n      isLocked\n      isDeleted\n      viewerCanReply\n      postCount\n      pageCount\n      author {\n        id\n        username\n      }\n      category {\n        id\n        name\n      }\n      posts(page: $page) {\n        page\n        pageCount\n        posts {\n          ...PostFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotedPostPage($postId: ID!) {\n    postLocation(postId: $postId) {\n      page\n    }\n  }\n"): (typeof documents)["\n  query QuotedPostPage($postId: ID!) {\n    postLocation(postId: $postId) {\n      page\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation RecordActivity {\n    recordActivity\n  }\n"): (typeof documents)["\n  mutation RecordActivity {\n    recordActivity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ThreadUpdated($threadId: ID!) {\n    threadUpdated(threadId: $threadId) {\n      threadId\n      change\n      postId\n      postNumber\n      lastPostNumber\n    }\n  }\n"): (typeof documents)["\n  subscription ThreadUpdated($threadId: ID!) {\n    threadUpdated(threadId: $threadId) {\n      threadId\n      change\n      postId\n      postNumber\n      lastPostNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ForumUpdated {\n    forumUpdated {\n      change\n      threadId\n    }\n  }\n"): (typeof documents)["\n  subscription ForumUpdated {\n    forumUpdated {\n      change\n      threadId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportContentInput!) {\n    reportContent(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadModerationFields on Thread {\n    id\n    isPinned\n    isLocked\n    isDeleted\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ThreadModerationFields on Thread {\n    id\n    isPinned\n    isLocked\n    isDeleted\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PinThread($id: ID!, $pinned: Boolean!) {\n    pinThread(id: $id, pinned: $pinned) {\n      ...ThreadModerationFields\n    }\n  }\n"): (typeof documents)["\n  mutation PinThread($id: ID!, $pinned: Boolean!) {\n    pinThread(id: $id, pinned: $pinned) {\n      ...ThreadModerationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LockThread($id: ID!, $locked: Boolean!, $reason: String) {\n    lockThread(id: $id, locked: $locked, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n"): (typeof documents)["\n  mutation LockThread($id: ID!, $locked: Boolean!, $reason: String) {\n    lockThread(id: $id, locked: $locked, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveThread($threadId: ID!, $categoryId: ID!, $reason: String) {\n    moveThread(threadId: $threadId, categoryId: $categoryId, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveThread($threadId: ID!, $categoryId: ID!, $reason: String) {\n    moveThread(threadId: $threadId, categoryId: $categoryId, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteThread($id: ID!, $reason: String) {\n    deleteThread(id: $id, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteThread($id: ID!, $reason: String) {\n    deleteThread(id: $id, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreThread($id: ID!, $reason: String) {\n    restoreThread(id: $id, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreThread($id: ID!, $reason: String) {\n    restoreThread(id: $id, reason: $reason) {\n      ...ThreadModerationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePost($id: ID!) {\n    restorePost(id: $id) {\n      id\n      isDeleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReports($first: Int, $after: String) {\n    myReports(first: $first, after: $after) {\n      nodes {\n        id\n        targetType\n        targetLabel\n        targetPath\n        reason\n        text\n        status\n        createdAt\n        handledAt\n        answer\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query MyReports($first: Int, $after: String) {\n    myReports(first: $first, after: $after) {\n      nodes {\n        id\n        targetType\n        targetLabel\n        targetPath\n        reason\n        text\n        status\n        createdAt\n        handledAt\n        answer\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostRevisions($postId: ID!, $rendered: Boolean!) {\n    postRevisions(postId: $postId) {\n      id\n      createdAt\n      reason\n      isHidden\n      isRedacted\n      viewerCanDelete\n      html @include(if: $rendered)\n      editor {\n        id\n        username\n      }\n      diff {\n        tooDifferent\n        inline {\n          ...DiffLineFields\n        }\n        sideBySide {\n          before {\n            ...DiffLineFields\n          }\n          after {\n            ...DiffLineFields\n          }\n        }\n      }\n    }\n  }\n\n  fragment DiffLineFields on DiffLine {\n    kind\n    segments {\n      kind\n      text\n    }\n  }\n"): (typeof documents)["\n  query PostRevisions($postId: ID!, $rendered: Boolean!) {\n    postRevisions(postId: $postId) {\n      id\n      createdAt\n      reason\n      isHidden\n      isRedacted\n      viewerCanDelete\n      html @include(if: $rendered)\n      editor {\n        id\n        username\n      }\n      diff {\n        tooDifferent\n        inline {\n          ...DiffLineFields\n        }\n        sideBySide {\n          before {\n            ...DiffLineFields\n          }\n          after {\n            ...DiffLineFields\n          }\n        }\n      }\n    }\n  }\n\n  fragment DiffLineFields on DiffLine {\n    kind\n    segments {\n      kind\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePostRevision($id: ID!) {\n    deletePostRevision(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePostRevision($id: ID!) {\n    deletePostRevision(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HidePostRevision($id: ID!, $reason: String) {\n    hidePostRevision(id: $id, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HidePostRevision($id: ID!, $reason: String) {\n    hidePostRevision(id: $id, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedactPostRevision($id: ID!, $reason: String) {\n    redactPostRevision(id: $id, reason: $reason) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RedactPostRevision($id: ID!, $reason: String) {\n    redactPostRevision(id: $id, reason: $reason) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranslatePost($postId: ID!, $language: String!) {\n    translatePost(postId: $postId, language: $language) {\n      postId\n      language\n      sourceLanguage\n      html\n    }\n  }\n"): (typeof documents)["\n  mutation TranslatePost($postId: ID!, $language: String!) {\n    translatePost(postId: $postId, language: $language) {\n      postId\n      language\n      sourceLanguage\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadTitleRevisions($threadId: ID!) {\n    threadTitleRevisions(threadId: $threadId) {\n      id\n      createdAt\n      reason\n      isHidden\n      isRedacted\n      editor {\n        id\n        username\n      }\n      diff {\n        tooDifferent\n        inline {\n          ...DiffLineFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThreadTitleRevisions($threadId: ID!) {\n    threadTitleRevisions(threadId: $threadId) {\n      id\n      createdAt\n      reason\n      isHidden\n      isRedacted\n      editor {\n        id\n        username\n      }\n      diff {\n        tooDifferent\n        inline {\n          ...DiffLineFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditThreadTitle($id: ID!, $title: String!) {\n    editThreadTitle(id: $id, title: $title) {\n      id\n      title\n      titleEditedAt\n    }\n  }\n"): (typeof documents)["\n  mutation EditThreadTitle($id: ID!, $title: String!) {\n    editThreadTitle(id: $id, title: $title) {\n      id\n      title\n      titleEditedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncidentFollow($id: ID!) {\n    event(id: $id) {\n      id\n      viewerFollows\n    }\n  }\n"): (typeof documents)["\n  query IncidentFollow($id: ID!) {\n    event(id: $id) {\n      id\n      viewerFollows\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerSourceFields on IncidentSource {\n    id\n    url\n    outlet\n    language\n    publishedDate\n    archivedUrl\n    reliability\n    credibility\n    capture {\n      status\n      failure\n      capturedAt\n      sha256\n      timestamped\n      timestampAuthority\n      timestampCaSha256\n      archiveUrl\n      warcUrl\n      timestampUrl\n      waybackUrl\n      liveCheck {\n        status\n        httpStatus\n        checkedAt\n        since\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerSourceFields on IncidentSource {\n    id\n    url\n    outlet\n    language\n    publishedDate\n    archivedUrl\n    reliability\n    credibility\n    capture {\n      status\n      failure\n      capturedAt\n      sha256\n      timestamped\n      timestampAuthority\n      timestampCaSha256\n      archiveUrl\n      warcUrl\n      timestampUrl\n      waybackUrl\n      liveCheck {\n        status\n        httpStatus\n        checkedAt\n        since\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerAttributionFields on Attribution {\n    id\n    party\n    attributedBy\n    date\n    confidence\n    sourceId\n  }\n"): (typeof documents)["\n  fragment LedgerAttributionFields on Attribution {\n    id\n    party\n    attributedBy\n    date\n    confidence\n    sourceId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncidentPage($id: ID!, $language: String!) {\n    event(id: $id) {\n      id\n      title\n      titleLanguage\n      translations(languages: [$language]) {\n        language\n        title\n        provenance\n        stale\n      }\n      date\n      type\n      kind\n      country\n      countryName\n      place {\n        name(language: $language)\n        region(language: $language)\n        country\n        distanceKm\n      }\n      sourceUrl\n      latitude\n      longitude\n      placePrecision\n      timePrecision\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n      viewerMayConfirm\n      sources {\n        ...LedgerSourceFields\n      }\n      attributions {\n        ...LedgerAttributionFields\n      }\n      versions {\n        number\n        action\n        reason\n        createdAt\n        changes {\n          field\n          from\n          to\n        }\n      }\n      discussion {\n        ...IncidentDiscussionFields\n      }\n      citedBy(first: 10) {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncidentPage($id: ID!, $language: String!) {\n    event(id: $id) {\n      id\n      title\n      titleLanguage\n      translations(languages: [$language]) {\n        language\n        title\n        provenance\n        stale\n      }\n      date\n      type\n      kind\n      country\n      countryName\n      place {\n        name(language: $language)\n        region(language: $language)\n        country\n        distanceKm\n      }\n      sourceUrl\n      latitude\n      longitude\n      placePrecision\n      timePrecision\n      evidenceStatus\n      geolocationMethod\n      confirmationMethod\n      viewerMayConfirm\n      sources {\n        ...LedgerSourceFields\n      }\n      attributions {\n        ...LedgerAttributionFields\n      }\n      versions {\n        number\n        action\n        reason\n        createdAt\n        changes {\n          field\n          from\n          to\n        }\n      }\n      discussion {\n        ...IncidentDiscussionFields\n      }\n      citedBy(first: 10) {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncidentVersionPage($id: ID!, $number: Int!) {\n    incidentVersion(id: $id, number: $number) {\n      number\n      action\n      reason\n      createdAt\n      url\n      incident {\n        id\n        title\n        date\n        type\n        kind\n        country\n        sourceUrl\n        latitude\n        longitude\n        placePrecision\n        timePrecision\n        sources {\n          ...LedgerSourceFields\n        }\n        attributions {\n          ...LedgerAttributionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncidentVersionPage($id: ID!, $number: Int!) {\n    incidentVersion(id: $id, number: $number) {\n      number\n      action\n      reason\n      createdAt\n      url\n      incident {\n        id\n        title\n        date\n        type\n        kind\n        country\n        sourceUrl\n        latitude\n        longitude\n        placePrecision\n        timePrecision\n        sources {\n          ...LedgerSourceFields\n        }\n        attributions {\n          ...LedgerAttributionFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeSource($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {\n    proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeSource($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {\n    proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProposeAttribution($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {\n    proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ProposeAttribution($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {\n    proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncidentDiscussionFields on IncidentDiscussion {\n    postCount\n    withdrawnReason\n    thread {\n      id\n      isLocked\n    }\n    latestPosts(count: 5) {\n      id\n      number\n      html\n      language\n      createdAt\n      author {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment IncidentDiscussionFields on IncidentDiscussion {\n    postCount\n    withdrawnReason\n    thread {\n      id\n      isLocked\n    }\n    latestPosts(count: 5) {\n      id\n      number\n      html\n      language\n      createdAt\n      author {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostToIncidentDiscussion($eventId: ID!, $body: String!, $language: String) {\n    postToIncidentDiscussion(eventId: $eventId, body: $body, language: $language) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PostToIncidentDiscussion($eventId: ID!, $body: String!, $language: String) {\n    postToIncidentDiscussion(eventId: $eventId, body: $body, language: $language) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowIncident($eventId: ID!) {\n    followIncident(eventId: $eventId)\n  }\n"): (typeof documents)["\n  mutation FollowIncident($eventId: ID!) {\n    followIncident(eventId: $eventId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowIncident($eventId: ID!) {\n    unfollowIncident(eventId: $eventId)\n  }\n"): (typeof documents)["\n  mutation UnfollowIncident($eventId: ID!) {\n    unfollowIncident(eventId: $eventId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LatestIncident on Event {\n    id\n    type\n    kind\n    country\n    title\n    titleLanguage\n    translations(languages: [$language]) {\n      language\n      title\n      stale\n    }\n    date\n    timePrecision\n    publishedAt\n  }\n"): (typeof documents)["\n  fragment LatestIncident on Event {\n    id\n    type\n    kind\n    country\n    title\n    titleLanguage\n    translations(languages: [$language]) {\n      language\n      title\n      stale\n    }\n    date\n    timePrecision\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestIncidents($first: Int!, $after: String, $language: String!) {\n    events(first: $first, after: $after, orderBy: published) {\n      edges {\n        node {\n          ...LatestIncident\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestIncidents($first: Int!, $after: String, $language: String!) {\n    events(first: $first, after: $after, orderBy: published) {\n      edges {\n        node {\n          ...LatestIncident\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LatestChanged {\n    incidentChanged {\n      change\n      id\n      changedAt\n      incident {\n        id\n        type\n        kind\n        country\n        title\n        date\n        timePrecision\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LatestChanged {\n    incidentChanged {\n      change\n      id\n      changedAt\n      incident {\n        id\n        type\n        kind\n        country\n        title\n        date\n        timePrecision\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetails($id: ID!, $language: String!) {\n    event(id: $id) {\n      id\n      type\n      kind\n      country\n      countryName\n      place {\n        name(language: $language)\n        region(language: $language)\n        country\n        distanceKm\n      }\n      title\n      titleLanguage\n      translations(languages: [$language]) {\n        language\n        title\n        provenance\n        stale\n      }\n      sourceUrl\n      date\n      latitude\n      longitude\n      placePrecision\n      timePrecision\n      discussion {\n        postCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventDetails($id: ID!, $language: String!) {\n    event(id: $id) {\n      id\n      type\n      kind\n      country\n      countryName\n      place {\n        name(language: $language)\n        region(language: $language)\n        country\n        distanceKm\n      }\n      title\n      titleLanguage\n      translations(languages: [$language]) {\n        language\n        title\n        provenance\n        stale\n      }\n      sourceUrl\n      date\n      latitude\n      longitude\n      placePrecision\n      timePrecision\n      discussion {\n        postCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListRowDetails on Event {\n    id\n    title\n    timePrecision\n    placePrecision\n    place {\n      name(language: $language)\n      region(language: $language)\n      country\n      distanceKm\n    }\n    discussion {\n      postCount\n    }\n  }\n"): (typeof documents)["\n  fragment ListRowDetails on Event {\n    id\n    title\n    timePrecision\n    placePrecision\n    place {\n      name(language: $language)\n      region(language: $language)\n      country\n      distanceKm\n    }\n    discussion {\n      postCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListTitles(\n    $language: String!\n    $i0: ID!\n    $i1: ID!\n    $i2: ID!\n    $i3: ID!\n    $i4: ID!\n    $i5: ID!\n    $i6: ID!\n    $i7: ID!\n    $i8: ID!\n    $i9: ID!\n    $i10: ID!\n    $i11: ID!\n  ) {\n    e0: event(id: $i0) {\n      ...ListRowDetails\n    }\n    e1: event(id: $i1) {\n      ...ListRowDetails\n    }\n    e2: event(id: $i2) {\n      ...ListRowDetails\n    }\n    e3: event(id: $i3) {\n      ...ListRowDetails\n    }\n    e4: event(id: $i4) {\n      ...ListRowDetails\n    }\n    e5: event(id: $i5) {\n      ...ListRowDetails\n    }\n    e6: event(id: $i6) {\n      ...ListRowDetails\n    }\n    e7: event(id: $i7) {\n      ...ListRowDetails\n    }\n    e8: event(id: $i8) {\n      ...ListRowDetails\n    }\n    e9: event(id: $i9) {\n      ...ListRowDetails\n    }\n    e10: event(id: $i10) {\n      ...ListRowDetails\n    }\n    e11: event(id: $i11) {\n      ...ListRowDetails\n    }\n  }\n"): (typeof documents)["\n  query ListTitles(\n    $language: String!\n    $i0: ID!\n    $i1: ID!\n    $i2: ID!\n    $i3: ID!\n    $i4: ID!\n    $i5: ID!\n    $i6: ID!\n    $i7: ID!\n    $i8: ID!\n    $i9: ID!\n    $i10: ID!\n    $i11: ID!\n  ) {\n    e0: event(id: $i0) {\n      ...ListRowDetails\n    }\n    e1: event(id: $i1) {\n      ...ListRowDetails\n    }\n    e2: event(id: $i2) {\n      ...ListRowDetails\n    }\n    e3: event(id: $i3) {\n      ...ListRowDetails\n    }\n    e4: event(id: $i4) {\n      ...ListRowDetails\n    }\n    e5: event(id: $i5) {\n      ...ListRowDetails\n    }\n    e6: event(id: $i6) {\n      ...ListRowDetails\n    }\n    e7: event(id: $i7) {\n      ...ListRowDetails\n    }\n    e8: event(id: $i8) {\n      ...ListRowDetails\n    }\n    e9: event(id: $i9) {\n      ...ListRowDetails\n    }\n    e10: event(id: $i10) {\n      ...ListRowDetails\n    }\n    e11: event(id: $i11) {\n      ...ListRowDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncidentList($first: Int!, $after: String) {\n    events(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          timePrecision\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncidentList($first: Int!, $after: String) {\n    events(first: $first, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          type\n          title\n          sourceUrl\n          date\n          timePrecision\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TitleMatches($filter: EventFilter!) {\n    mapPoints(filter: $filter) {\n      ids\n    }\n  }\n"): (typeof documents)["\n  query TitleMatches($filter: EventFilter!) {\n    mapPoints(filter: $filter) {\n      ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription IncidentChanged {\n    incidentChanged {\n      change\n      id\n      incident {\n        id\n        type\n        kind\n        country\n        title\n        date\n        latitude\n        longitude\n        placePrecision\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription IncidentChanged {\n    incidentChanged {\n      change\n      id\n      incident {\n        id\n        type\n        kind\n        country\n        title\n        date\n        latitude\n        longitude\n        placePrecision\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataCitation {\n    citation {\n      apa\n      bibtex\n      version\n    }\n    licence {\n      id\n      url\n    }\n  }\n"): (typeof documents)["\n  query DataCitation {\n    citation {\n      apa\n      bibtex\n      version\n    }\n    licence {\n      id\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    content\n    messageKey\n    messageArgs {\n      name\n      text\n      count\n    }\n    seen\n    seenAt\n    createdAt\n    actor {\n      id\n      username\n    }\n    relatedPost {\n      id\n    }\n    relatedThread {\n      id\n      title\n    }\n    relatedEventId\n    relatedEvent {\n      id\n      placePrecision\n      country\n      place {\n        name\n        region\n        country\n        distanceKm\n      }\n    }\n    recipient {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    content\n    messageKey\n    messageArgs {\n      name\n      text\n      count\n    }\n    seen\n    seenAt\n    createdAt\n    actor {\n      id\n      username\n    }\n    relatedPost {\n      id\n    }\n    relatedThread {\n      id\n      title\n    }\n    relatedEventId\n    relatedEvent {\n      id\n      placePrecision\n      country\n      place {\n        name\n        region\n        country\n        distanceKm\n      }\n    }\n    recipient {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int!, $after: String, $type: NotificationType) {\n    notifications(first: $first, after: $after, type: $type) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int!, $after: String, $type: NotificationType) {\n    notifications(first: $first, after: $after, type: $type) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsSince($after: ID!, $first: Int) {\n    notificationsSince(after: $after, first: $first) {\n      nodes {\n        ...NotificationFields\n      }\n      unseenCount\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query NotificationsSince($after: ID!, $first: Int) {\n    notificationsSince(after: $after, first: $first) {\n      nodes {\n        ...NotificationFields\n      }\n      unseenCount\n      hasMore\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription ViewerChanged {\n    viewerChanged {\n      role\n    }\n  }\n"): (typeof documents)["\n  subscription ViewerChanged {\n    viewerChanged {\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsChanged {\n    notificationsChanged {\n      ids\n      change\n      unseenCount\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationsChanged {\n    notificationsChanged {\n      ids\n      change\n      unseenCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    reply\n    quote\n    mention\n    reaction\n    emailMissed\n    incident\n    followOwn\n  }\n"): (typeof documents)["\n  fragment NotificationPreferencesFields on NotificationPreferences {\n    reply\n    quote\n    mention\n    reaction\n    emailMissed\n    incident\n    followOwn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      ...NotificationPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      ...NotificationPreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPostPage($postId: ID!) {\n    postLocation(postId: $postId) {\n      page\n    }\n  }\n"): (typeof documents)["\n  query NotificationPostPage($postId: ID!) {\n    postLocation(postId: $postId) {\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Places($query: String!, $near: PointInput, $first: Int) {\n    places(query: $query, near: $near, first: $first) {\n      geonameId\n      name\n      country\n      region\n      population\n      latitude\n      longitude\n    }\n  }\n"): (typeof documents)["\n  query Places($query: String!, $near: PointInput, $first: Int) {\n    places(query: $query, near: $near, first: $first) {\n      geonameId\n      name\n      country\n      region\n      population\n      latitude\n      longitude\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    filter {\n      types\n      kinds\n      countries\n      dateFrom\n      dateTo\n      bbox {\n        west\n        south\n        east\n        north\n      }\n      titleContains\n      placePrecisions\n      timePrecisions\n      evidenceStatuses\n    }\n    area {\n      placeName\n      latitude\n      longitude\n      radiusKm\n    }\n    bell\n    mailAtOnce\n    push\n    digest\n    feedUrl\n    webhookUrl\n    webhookSecret\n    webhookLastCall {\n      at\n      test\n      outcome\n      status\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    filter {\n      types\n      kinds\n      countries\n      dateFrom\n      dateTo\n      bbox {\n        west\n        south\n        east\n        north\n      }\n      titleContains\n      placePrecisions\n      timePrecisions\n      evidenceStatuses\n    }\n    area {\n      placeName\n      latitude\n      longitude\n      radiusKm\n    }\n    bell\n    mailAtOnce\n    push\n    digest\n    feedUrl\n    webhookUrl\n    webhookSecret\n    webhookLastCall {\n      at\n      test\n      outcome\n      status\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSearches {\n    savedSearches {\n      ...SavedSearchFields\n    }\n  }\n"): (typeof documents)["\n  query SavedSearches {\n    savedSearches {\n      ...SavedSearchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      ...SavedSearchFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSearch($input: SavedSearchInput!) {\n    saveSearch(input: $input) {\n      ...SavedSearchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSavedSearch($id: ID!, $input: SavedSearchInput!) {\n    updateSavedSearch(id: $id, input: $input) {\n      ...SavedSearchFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSavedSearch($id: ID!, $input: SavedSearchInput!) {\n    updateSavedSearch(id: $id, input: $input) {\n      ...SavedSearchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigestPreview($filter: EventFilter!, $area: SavedAreaInput) {\n    digestPreview(filter: $filter, area: $area) {\n      count\n      complete\n      incidents {\n        id\n        title\n        date\n        timePrecision\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DigestPreview($filter: EventFilter!, $area: SavedAreaInput) {\n    digestPreview(filter: $filter, area: $area) {\n      count\n      complete\n      incidents {\n        id\n        title\n        date\n        timePrecision\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncidentStatistics($filter: EventFilter) {\n    incidentStatistics(filter: $filter) {\n      total\n      perMonth {\n        month\n        russian\n        chinese\n      }\n      perKind {\n        kind\n        count\n      }\n      perCountry {\n        country\n        countryName\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncidentStatistics($filter: EventFilter) {\n    incidentStatistics(filter: $filter) {\n      total\n      perMonth {\n        month\n        russian\n        chinese\n      }\n      perKind {\n        kind\n        count\n      }\n      perCountry {\n        country\n        countryName\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscussionsPerMonth($filter: EventFilter) {\n    incidentDiscussionsPerMonth(filter: $filter) {\n      month\n      started\n    }\n  }\n"): (typeof documents)["\n  query DiscussionsPerMonth($filter: EventFilter) {\n    incidentDiscussionsPerMonth(filter: $filter) {\n      month\n      started\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StatisticsChanged($filter: EventFilter) {\n    incidentChanged(filter: $filter) {\n      change\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription StatisticsChanged($filter: EventFilter) {\n    incidentChanged(filter: $filter) {\n      change\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEvent($input: SubmitEventInput!) {\n    submitEvent(input: $input) {\n      id\n      titlePending\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEvent($input: SubmitEventInput!) {\n    submitEvent(input: $input) {\n      id\n      titlePending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThreadWatchLevel($id: ID!) {\n    thread(id: $id) {\n      id\n      watchLevel\n    }\n  }\n"): (typeof documents)["\n  query ThreadWatchLevel($id: ID!) {\n    thread(id: $id) {\n      id\n      watchLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryWatchLevel($id: ID!) {\n    category(id: $id) {\n      id\n      watchLevel\n    }\n  }\n"): (typeof documents)["\n  query CategoryWatchLevel($id: ID!) {\n    category(id: $id) {\n      id\n      watchLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetThreadWatchLevel($id: ID!, $level: WatchLevel!) {\n    setThreadWatchLevel(threadId: $id, level: $level) {\n      id\n      watchLevel\n    }\n  }\n"): (typeof documents)["\n  mutation SetThreadWatchLevel($id: ID!, $level: WatchLevel!) {\n    setThreadWatchLevel(threadId: $id, level: $level) {\n      id\n      watchLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCategoryWatchLevel($id: ID!, $level: WatchLevel!) {\n    setCategoryWatchLevel(categoryId: $id, level: $level) {\n      id\n      watchLevel\n    }\n  }\n"): (typeof documents)["\n  mutation SetCategoryWatchLevel($id: ID!, $level: WatchLevel!) {\n    setCategoryWatchLevel(categoryId: $id, level: $level) {\n      id\n      watchLevel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WatchedSubjects {\n    watchedSubjects {\n      level\n      thread {\n        id\n        title\n        watchLevel\n      }\n      category {\n        id\n        name\n        watchLevel\n      }\n    }\n  }\n"): (typeof documents)["\n  query WatchedSubjects {\n    watchedSubjects {\n      level\n      thread {\n        id\n        title\n        watchLevel\n      }\n      category {\n        id\n        name\n        watchLevel\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;