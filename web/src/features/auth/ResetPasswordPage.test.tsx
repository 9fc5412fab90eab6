import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { graphqlError } from "../../test/auth";
import { renderRoutes } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { ResetPasswordPage } from "./ResetPasswordPage";

setupMockServer();

const routes = [
  { path: "/forum/reset-password", element: <ResetPasswordPage /> },
  { path: "/forum/login", element: <p>Login page</p> },
];

async function choose(password: string, confirm = password, user = userEvent.setup()) {
  if (password) await user.type(screen.getByLabelText("New password"), password);
  if (confirm) await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
}

describe("ResetPasswordPage", () => {
  it.each(["/forum/reset-password", "/forum/reset-password?token=", "/forum/reset-password?token=%20"])(
    "says the link is unusable without a token (%s)",
    (path) => {
      renderRoutes(routes, path);
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Invalid or missing reset token. Please request a new password reset link.",
      );
      expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    },
  );

  it("asks for the new password", async () => {
    renderRoutes(routes, "/forum/reset-password?token=abc");
    await choose("");
    expect(screen.getByText("New password is required")).toBeInTheDocument();
  });

  it("wants at least 6 characters and a matching confirmation", async () => {
    renderRoutes(routes, "/forum/reset-password?token=abc");
    await choose("12345", "54321");
    expect(screen.getByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
  });

  it("sets the password with the token and goes to login 3 seconds later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: unknown[] = [];
    server.use(
      graphql.mutation("ResetPassword", ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { resetPassword: "Your password has been reset. You can now log in." },
        });
      }),
    );
    const { router } = renderRoutes(routes, "/forum/reset-password?token=abc");
    await choose("new-secret", "new-secret", userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your password has been reset. You can now log in.",
    );
    expect(sent).toEqual([{ token: "abc", newPassword: "new-secret" }]);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(router.state.location.pathname).toBe("/forum/reset-password");
    await vi.advanceTimersByTimeAsync(100);
    expect(router.state.location.pathname).toBe("/forum/login");
    vi.useRealTimers();
  });

  it("shows the server's message when the link is spent or expired", async () => {
    server.use(
      graphql.mutation("ResetPassword", () =>
        graphqlError("Failed to reset password. Please request a new reset link.", "BAD_USER_INPUT", {
          token: "Failed to reset password. Please request a new reset link.",
        }),
      ),
    );
    renderRoutes(routes, "/forum/reset-password?token=used");
    await choose("new-secret");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to reset password. Please request a new reset link.",
    );
  });

  it("falls back to its own message when the server cannot be reached", async () => {
    server.use(graphql.mutation("ResetPassword", () => HttpResponse.error()));
    renderRoutes(routes, "/forum/reset-password?token=abc");
    await choose("new-secret");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to reset password. Please request a new reset link.",
    );
  });

  it("shows a loading state while saving", async () => {
    server.use(
      graphql.mutation("ResetPassword", async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ data: { resetPassword: "Done." } });
      }),
    );
    renderRoutes(routes, "/forum/reset-password?token=abc");
    await choose("new-secret");
    expect(screen.getByRole("button", { name: "Saving…" })).toBeDisabled();
    expect(await screen.findByRole("status")).toHaveTextContent("Done.");
  });
});
