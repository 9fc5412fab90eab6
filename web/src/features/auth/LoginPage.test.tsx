import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { messages } from "@incident-watch/schema";
import {
  authPayload,
  graphqlError,
  jsonResponse,
  member,
  serveCaptchaConfig,
  serveMe,
  storeSignedIn,
} from "../../test/auth";
import { altchaWidget, solveCaptcha } from "../../test/fakeAltcha";
import { renderRoutes } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { LoginPage } from "./LoginPage";

vi.mock("altcha", () => import("../../test/fakeAltcha"));

setupMockServer();

const routes = [
  { path: "/forum/login", element: <LoginPage /> },
  { path: "/forum", element: <p>Forum home</p> },
  { path: "/forum/settings", element: <p>Settings page</p> },
];

async function logIn(path = "/forum/login", username = "maria", password = "secret1") {
  const view = renderRoutes(routes, path);
  await userEvent.type(screen.getByLabelText("Username"), username);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Log In" }));
  return view;
}

function answerLogin(response: () => Response) {
  server.use(graphql.mutation("Login", response));
}

describe("LoginPage", () => {
  it("asks for the username and the password", async () => {
    renderRoutes(routes, "/forum/login");
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Username is required");
  });

  it.each([
    [
      "a wrong password",
      () => graphqlError("Invalid username or password", "UNAUTHENTICATED"),
      "Invalid username or password",
    ],
    ["HTTP 401", () => jsonResponse({}, 401), "Invalid username or password"],
    [
      "the rate limit",
      () => graphqlError("Slow down", "RATE_LIMITED"),
      "Too many login attempts. Please try again later.",
    ],
    [
      "HTTP 429",
      () => new Response("busy", { status: 429 }),
      "Too many login attempts. Please try again later.",
    ],
    [
      "another server message",
      () => graphqlError("Your account is banned", "FORBIDDEN"),
      "Your account is banned",
    ],
    ["no answer", () => HttpResponse.error(), "Login failed. Please try again later."],
  ])("explains %s", async (_, response, text) => {
    answerLogin(response);
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(localStorage.getItem("auth-failed")).toBe("1");
  });

  it("shows the verification once the server asks for it and signs in with the solved answer", async () => {
    serveCaptchaConfig("altcha");
    const sent: unknown[] = [];
    server.use(
      graphql.mutation("Login", ({ variables }) => {
        sent.push(variables.input);
        return sent.length === 1
          ? graphqlError(messages.loginNeedsVerification, "CAPTCHA_REQUIRED")
          : HttpResponse.json({ data: { login: authPayload(member) } });
      }),
    );
    await logIn();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findByText(messages.loginNeedsVerification)).toBeInTheDocument();
    await vi.waitFor(() => expect(altchaWidget()).not.toBeNull());
    // not sent again until the verification is done
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getByText("Please complete the verification")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await solveCaptcha();
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Forum home")).toBeInTheDocument();
    expect(sent).toEqual([
      { username: "maria", password: "secret1", captchaToken: null },
      { username: "maria", password: "secret1", captchaToken: "solved" },
    ]);
  });

  it("offers a fresh verification after a wrong password or a refused answer", async () => {
    serveCaptchaConfig("altcha");
    const answers = [
      () => graphqlError(messages.loginNeedsVerification, "CAPTCHA_REQUIRED"),
      () => graphqlError("Invalid username or password", "UNAUTHENTICATED"),
      () => graphqlError(messages.verificationFailed, "CAPTCHA_FAILED"),
    ];
    server.use(graphql.mutation("Login", () => answers.shift()!()));
    await logIn();
    await solveCaptcha();
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid username or password");
    expect(altchaWidget()!.resets).toBe(1);
    await solveCaptcha();
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText(messages.verificationFailed)).toBeInTheDocument();
    expect(altchaWidget()!.resets).toBe(2);
  });

  it("says the visitor is offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    answerLogin(() => HttpResponse.error());
    await logIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are offline. Please check your connection.",
    );
  });

  it("goes to /forum shortly after logging in, with the session stored", async () => {
    answerLogin(() => HttpResponse.json({ data: { login: authPayload(member) } }));
    await logIn();
    expect(await screen.findByText("Forum home")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("new-token");
  });

  it("waits 100 ms before leaving the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerLogin(() => HttpResponse.json({ data: { login: authPayload(member) } }));
    const { router } = renderRoutes(routes, "/forum/login");
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText("Username"), "maria");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await screen.findByText("Logged in. Redirecting…");
    expect(router.state.location.pathname).toBe("/forum/login");
    await vi.advanceTimersByTimeAsync(100);
    expect(router.state.location.pathname).toBe("/forum");
    vi.useRealTimers();
  });

  it("returns to the remembered origin", async () => {
    sessionStorage.setItem("auth-origin", "/forum/settings");
    answerLogin(() => HttpResponse.json({ data: { login: authPayload(member) } }));
    await logIn();
    expect(await screen.findByText("Settings page")).toBeInTheDocument();
    expect(sessionStorage.getItem("auth-origin")).toBeNull();
  });

  it.each(["//evil.com", "/\\evil.com", "https://evil.com/forum"])(
    "stays on the site when the origin in the address is %s",
    async (from) => {
      answerLogin(() => HttpResponse.json({ data: { login: authPayload(member) } }));
      const { router } = await logIn(`/forum/login?from=${encodeURIComponent(from)}`);
      expect(await screen.findByText("Forum home")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/forum");
    },
  );

  it("clears a session left behind by a failed attempt when the page is visited", () => {
    storeSignedIn();
    localStorage.setItem("auth-failed", "1");
    renderRoutes(routes, "/forum/login");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("auth-failed")).toBeNull();
  });

  it("keeps the session when no attempt failed", () => {
    storeSignedIn();
    serveMe(member);
    renderRoutes(routes, "/forum/login");
    expect(localStorage.getItem("token")).toBe("stored-token");
  });
});

describe("the Lost password dialog", () => {
  async function openDialog() {
    serveCaptchaConfig("altcha");
    renderRoutes(routes, "/forum/login");
    await userEvent.click(screen.getByRole("button", { name: "Forgot your password?" }));
    return screen.getByRole("dialog", { name: "Lost password" });
  }

  it("opens from the login page with the focus on the email field", async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText("Email")).toHaveFocus();
  });

  it("asks for the email and the verification", async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send reset link" }));
    expect(within(dialog).getByText("Email is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please complete the verification")).toBeInTheDocument();
  });

  it("says the mail was sent", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation("ForgotPassword", ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { forgotPassword: true } });
      }),
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText("Email"), "maria@example.org");
    await solveCaptcha();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send reset link" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Password reset email sent! Please check your inbox.",
    );
    expect(sent).toEqual([{ email: "maria@example.org", captchaToken: "solved" }]);
  });

  it("shows the server's message and resets the captcha on error", async () => {
    server.use(
      graphql.mutation("ForgotPassword", () =>
        graphqlError("Too many requests. Please try again later.", "RATE_LIMITED"),
      ),
    );
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText("Email"), "maria@example.org");
    await solveCaptcha();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send reset link" }));
    expect(await within(dialog).findByText("Too many requests. Please try again later.")).toBeInTheDocument();
    expect(altchaWidget()!.resets).toBe(1);
    // the used answer is gone: sending again needs a new one
    await userEvent.click(within(dialog).getByRole("button", { name: "Send reset link" }));
    expect(within(dialog).getByText("Please complete the verification")).toBeInTheDocument();
  });

  it("falls back to a general message when the server says nothing", async () => {
    server.use(graphql.mutation("ForgotPassword", () => HttpResponse.error()));
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText("Email"), "maria@example.org");
    await solveCaptcha();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send reset link" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to process your request. Please try again later.",
    );
  });

  it("closes on Escape and gives the focus back to the link", async () => {
    await openDialog();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Forgot your password?" })).toHaveFocus();
  });
});
