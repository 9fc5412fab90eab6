// What one member's data export holds, one statement per part, over the tables of the modules that keep
// the member's data (a read model: changes.ts, `readModels`); each answers one json value for the member
// given as the only parameter. Other members appear only by their public username, never their
// ids, e-mail addresses or private data; staff who acted on the member are not named.

export const EXPORT_ACCOUNT = `
  select jsonb_build_object(
           'id', u.id, 'username', u.username, 'email', u.email, 'role', u.role,
           'profilePicture', u.profile_picture, 'useDefaultAvatar', u.use_default_avatar,
           'language', u.language, 'createdAt', u.created_at, 'lastActiveAt', u.last_active_at,
           'notificationPreferences', coalesce(
             (select jsonb_build_object('reply', p.reply, 'quote', p.quote, 'mention', p.mention,
                                        'reaction', p.reaction, 'emailMissed', p.email_missed)
                from notification_preferences p where p.user_id = u.id),
             jsonb_build_object('reply', true, 'quote', true, 'mention', true, 'reaction', true,
                                'emailMissed', true))) as value
    from users u where u.id = ?`;

export const EXPORT_THREADS = `
  select coalesce(jsonb_agg(jsonb_build_object('id', t.id::text, 'title', t.title, 'createdAt', t.created_at)
                  order by t.id), '[]') as value
    from forum_threads t where t.author_id = ?`;

export const EXPORT_POSTS = `
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id::text, 'threadId', p.thread_id::text, 'threadTitle', t.title, 'number', p.number,
           'markdown', p.markdown, 'deleted', p.is_deleted, 'createdAt', p.created_at, 'editedAt', p.edited_at)
           order by p.id), '[]') as value
    from forum_posts p join forum_threads t on t.id = p.thread_id where p.author_id = ?`;

/** The earlier texts of the member's posts; an editor other than the member is not named. */
export const EXPORT_POST_REVISIONS = `
  select coalesce(jsonb_agg(jsonb_build_object(
           'postId', r.post_id::text, 'markdown', r.markdown, 'reason', r.reason,
           'editedByYou', r.editor_id is not distinct from p.author_id, 'hidden', r.hidden_at is not null,
           'redacted', r.redacted_at is not null, 'createdAt', r.created_at)
           order by r.id), '[]') as value
    from forum_post_revisions r join forum_posts p on p.id = r.post_id where p.author_id = ?`;

/** The earlier titles of the member's threads; an editor other than the member is not named. */
export const EXPORT_TITLE_REVISIONS = `
  select coalesce(jsonb_agg(jsonb_build_object(
           'threadId', r.thread_id::text, 'title', r.title, 'reason', r.reason,
           'editedByYou', r.editor_id is not distinct from t.author_id, 'hidden', r.hidden_at is not null,
           'redacted', r.redacted_at is not null, 'createdAt', r.created_at)
           order by r.id), '[]') as value
    from forum_thread_title_revisions r join forum_threads t on t.id = r.thread_id where t.author_id = ?`;

export const EXPORT_REACTIONS = `
  select coalesce(jsonb_agg(jsonb_build_object('postId', r.post_id::text, 'kind', r.kind, 'createdAt', r.created_at)
                  order by r.id), '[]') as value
    from forum_reactions r where r.user_id = ?`;

export const EXPORT_REPORTS = `
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', r.id::text, 'targetType', r.target_type, 'targetId', r.target_id, 'reason', r.reason,
           'text', r.text, 'status', r.status, 'createdAt', r.created_at, 'handledAt', r.handled_at)
           order by r.id), '[]') as value
    from reports r where r.reporter_id = ?`;

export const EXPORT_NOTIFICATIONS = `
  select coalesce(jsonb_agg(jsonb_build_object(
           'type', n.type, 'content', n.content, 'from', a.username, 'threadId', n.related_thread_id::text,
           'postId', n.related_post_id::text, 'seen', n.seen, 'createdAt', n.created_at)
           order by n.id), '[]') as value
    from notifications n left join users a on a.id = n.actor_id where n.recipient_id = ?`;

export const EXPORT_SESSIONS = `
  select coalesce(jsonb_agg(jsonb_build_object('startedAt', s.created_at, 'expiresAt', s.expires_at)
                  order by s.created_at), '[]') as value
    from sessions s where s.user_id = ?`;

export const EXPORT_BANS = `
  select coalesce(jsonb_agg(jsonb_build_object('reason', b.reason, 'startsAt', b.starts_at, 'endsAt', b.ends_at,
                                               'liftedAt', b.lifted_at, 'liftReason', b.lift_reason)
                  order by b.id), '[]') as value
    from user_bans b where b.user_id = ?`;

/** What the member follows or watches: incidents, threads and categories, each with its level. */
export const EXPORT_FOLLOWS = `
  select coalesce(jsonb_agg(jsonb_build_object('kind', f.subject_kind, 'id', f.subject_id::text, 'level', f.level)
                  order by f.subject_kind, f.subject_id), '[]') as value
    from follows f where f.user_id = ?`;

/** The member's API keys and their use by month; never the secret, which is not stored. */
export const EXPORT_API_KEYS = `
  select coalesce(jsonb_agg(jsonb_build_object(
           'name', k.name, 'scope', k.scope, 'hint', k.hint, 'createdAt', k.created_at, 'expiresAt', k.expires_at,
           'revokedAt', k.revoked_at, 'lastUsedAt', k.last_used_at,
           'usage', (select coalesce(jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'),
                                                                  'requests', m.requests, 'downloads', m.downloads)
                                               order by m.month), '[]')
                       from api_key_usage m where m.api_key_id = k.id))
           order by k.id), '[]') as value
    from api_keys k where k.user_id = ?`;
