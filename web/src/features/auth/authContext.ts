import { createContext } from "react";
import type { AuthUser } from "./authStorage";

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginInput extends Credentials {
  /** Sent once the server asked for the captcha (CAPTCHA_REQUIRED). */
  captchaToken?: string | null;
}

export interface RegisterInput extends Credentials {
  email: string;
  captchaToken: string;
  /** The member confirms being at least 16 (spec §1). */
  ageConfirmed: boolean;
}

export interface AuthContextValue {
  /** The signed-in user; while `loading` with a stored token, the cached one. */
  user: AuthUser | null;
  /** True while a stored token is being checked with the server. */
  loading: boolean;
  /** Signs in and stores the session; rejects with the call's error. */
  login(input: LoginInput): Promise<AuthUser>;
  register(input: RegisterInput): Promise<AuthUser>;
  /** Ends the session on the server when it can, and always forgets it here. */
  logout(): Promise<void>;
  /** Asks the server again who the stored token belongs to. */
  refresh(): Promise<void>;
  /** Applies a change the server confirmed (a new picture, a setting) to the user and its cached copy. */
  updateUser(changes: Partial<Pick<AuthUser, "profilePicture" | "useDefaultAvatar">>): void;
  /** Calls refresh after `delayMs`, even if the caller unmounts meanwhile (not if the provider does). */
  refreshLater(delayMs: number): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
