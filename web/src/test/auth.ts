import { graphql, HttpResponse } from "msw";
import type { AuthUser } from "../features/auth";
import { server } from "./server";

export const member: AuthUser = {
  id: "u1",
  username: "maria",
  role: "user",
  profilePicture: null,
  useDefaultAvatar: false,
};

export function userWith(
  role: AuthUser["role"],
  username = role === "user" ? "maria" : `${role}1`,
): AuthUser {
  return { ...member, id: `id-${username}`, username, role };
}

/** A browser that signed in earlier: token and cached user in local storage. */
export function storeSignedIn(user: AuthUser = member, token = "stored-token") {
  localStorage.setItem("token", token);
  localStorage.setItem("user", JSON.stringify(user));
}

/** Any JSON answer, typed as a plain Response so GraphQL handlers accept bodies that are not GraphQL. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A GraphQL answer with one error carrying `code` (and optional field messages). */
export function graphqlError(message: string, code: string, fields?: Record<string, string>): Response {
  return jsonResponse({
    data: null,
    errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
  });
}

/** The server's answer to the current-user call; returns the list of authorization headers it saw. */
export function serveMe(user: AuthUser | null) {
  const seen: (string | null)[] = [];
  server.use(
    graphql.query("Me", ({ request }) => {
      seen.push(request.headers.get("authorization"));
      return HttpResponse.json({ data: { me: user && { __typename: "User", ...user } } });
    }),
  );
  return seen;
}

export function serveCaptchaConfig(provider: "altcha" | "recaptcha" = "altcha") {
  server.use(
    graphql.query("CaptchaConfig", () =>
      HttpResponse.json({
        data: {
          captcha: {
            __typename: "CaptchaConfig",
            provider,
            siteKey: provider === "recaptcha" ? "site-key" : null,
            challengeUrl: provider === "altcha" ? "/api/captcha/challenge" : null,
          },
        },
      }),
    ),
  );
}

export function authPayload(user: AuthUser, token = "new-token") {
  return { __typename: "AuthPayload", token, user: { __typename: "User", ...user } };
}

/** The signed-in member's ban in force (the MyBan query), or none. */
export function serveBan(ban: { reason: string; endsAt: string | null } | null, user: AuthUser = member) {
  server.use(
    graphql.query("MyBan", () =>
      HttpResponse.json({
        data: {
          me: {
            __typename: "User",
            id: user.id,
            activeBan: ban && { __typename: "Ban", id: "b1", startsAt: "2026-11-01T10:00:00.000Z", ...ban },
          },
        },
      }),
    ),
  );
}
