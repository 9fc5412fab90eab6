// What the rest of the app uses of accounts and sign-in. The pages (login, register, reset password,
// settings) are lazy chunks, which the router loads with import() from their own modules.
export { AuthProvider } from "./AuthProvider";
export { clearStoredSession, type AuthUser } from "./authStorage";
export { RequireAuth } from "./RequireAuth";
export { roleBadge } from "./roles";
export { createSessionExpiryLink, noticeSocketClose } from "./sessionExpiryLink";
export { useAuth } from "./useAuth";
export { useSaveLanguage } from "./useSaveLanguage";
export { UserMenu } from "./UserMenu";
