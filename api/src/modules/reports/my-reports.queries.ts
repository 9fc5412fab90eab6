/**
 * One member's own reports, newest first (the posts and threads they point at are the forum's to name).
 * Parameters: reporter id, the last id of the previous page (or null), page size + 1.
 */
export const MY_REPORTS_PAGE = `
  select r.id::text as id, r.target_type, r.target_id, r.reason, r.text, r.status, r.outcome,
         r.created_at, r.handled_at
    from reports r
   where r.reporter_id = ? and (?::bigint is null or r.id < ?::bigint)
   order by r.id desc
   limit ?`;
