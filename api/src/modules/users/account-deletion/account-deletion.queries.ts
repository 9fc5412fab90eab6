/** Keeps a deleted account's username from new sign-ups until the cooling-off ends (decision 051). */
export const RETIRE_USERNAME = `
  insert into retired_usernames (username_key, free_at) values (?, now() + ?::interval)
  on conflict (username_key) do update set free_at = excluded.free_at`;

export const USERNAME_IS_RETIRED = `
  select 1 from retired_usernames where username_key = ? and free_at > now()`;

/**
 * Removes the account, after the modules' `accountDeleting` hooks (the forum's posts and threads have lost
 * their author by then: "a deleted member"). The other members' records keep their rows with the member
 * set to null; sessions, reactions, reports sent, notifications, bans, watches and preferences go with it
 * (the foreign keys say which).
 */
export const DELETE_ACCOUNT = `delete from users where id = ?`;
