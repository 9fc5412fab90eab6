import type { TestApp } from "./app.js";
import { solveAltcha } from "./captcha.js";

let counter = 0;
let names = 0;

/** A distinct client address per call, sent as X-Forwarded-For (the test apps trust one proxy hop). */
export function clientAddress(): string {
  counter += 1;
  return `10.${(process.pid >> 8) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export const REGISTER = `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { token user { id username role profilePicture useDefaultAvatar createdAt lastActiveAt } }
  }`;

export const LOGIN = `
  mutation Login($input: LoginInput!) { login(input: $input) { token user { id username role } } }`;

/** What the REST auth routes answer: the legacy { token, user } on success, { message, errors } when not. */
export interface RestAuthAnswer {
  token?: string;
  user?: {
    _id: string;
    id: string;
    username: string;
    role: string;
    profilePicture: string | null;
    useDefaultAvatar: boolean;
  };
  message?: string;
  errors?: Record<string, string>;
}

export interface Account {
  username: string;
  email: string;
  password: string;
  token: string;
  id: string;
}

/** Registers through GraphQL with a solved self-hosted captcha, from a fresh client address. */
export async function registerAccount(
  app: TestApp,
  name = `member_${process.pid}_${++names}`,
): Promise<Account> {
  const ip = clientAddress();
  const headers = { "x-forwarded-for": ip };
  const input = {
    username: name,
    email: `${name}@example.com`,
    password: "correct horse",
    captchaToken: await solveAltcha(app.url, headers),
    ageConfirmed: true,
  };
  const result = await app.graphql<{ register: { token: string; user: { id: string } } }>(
    REGISTER,
    { input },
    headers,
  );
  if (!result.data) throw new Error(`registration failed: ${JSON.stringify(result.errors)}`);
  return { ...input, token: result.data.register.token, id: result.data.register.user.id };
}
