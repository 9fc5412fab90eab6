import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
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
import { RegisterPage } from "./RegisterPage";

vi.mock("altcha", () => import("../../test/fakeAltcha"));

// Google's widget stands in as a button that hands over a token
vi.mock("react-google-recaptcha", async () => {
  const { forwardRef, useImperativeHandle } = await import("react");
  return {
    default: forwardRef(function FakeRecaptcha(props: { onChange(token: string): void }, ref) {
      useImperativeHandle(ref, () => ({ reset: () => undefined }));
      return <button onClick={() => props.onChange("google-token")}>I'm not a robot</button>;
    }),
  };
});

setupMockServer();

const routes = [
  { path: "/forum/register", element: <RegisterPage /> },
  { path: "/forum", element: <p>Forum home</p> },
];

const valid = { username: "maria", email: "maria@example.org", password: "secret1", confirm: "secret1" };

async function fillIn(values: Partial<typeof valid> = valid) {
  const user = userEvent.setup();
  if (values.username) await user.type(screen.getByLabelText("Username"), values.username);
  if (values.email) await user.type(screen.getByLabelText("Email"), values.email);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  if (values.confirm) await user.type(screen.getByLabelText("Confirm password"), values.confirm);
  if (values === valid) await user.click(screen.getByRole("checkbox", { name: /at least 16 years old/ }));
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Sign Up" }));

async function registerWith(response: () => Response) {
  server.use(graphql.mutation("Register", response));
  serveCaptchaConfig("altcha");
  const view = renderRoutes(routes, "/forum/register");
  await fillIn();
  await solveCaptcha();
  await submit();
  return view;
}

describe("RegisterPage", () => {
  it("asks for every field and the verification", async () => {
    serveCaptchaConfig("altcha");
    renderRoutes(routes, "/forum/register");
    await submit();
    expect(screen.getByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByText("Please confirm that you are at least 16 years old")).toBeInTheDocument();
    expect(await screen.findByText("Please complete the verification")).toBeInTheDocument();
  });

  it("asks the member to confirm being at least 16, linking the privacy policy", async () => {
    serveCaptchaConfig("altcha");
    renderRoutes(routes, "/forum/register");
    const box = screen.getByRole("checkbox", {
      name: /I am at least 16 years old and have read the Privacy Policy/,
    });
    expect(box).toBeRequired();
    expect(box).not.toBeChecked();
    expect(screen.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", "/privacy-policy");
    await submit();
    expect(box).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(box);
    expect(screen.queryByText("Please confirm that you are at least 16 years old")).not.toBeInTheDocument();
  });

  it("checks the username length, the email shape, the password length and the confirmation", async () => {
    serveCaptchaConfig("altcha");
    renderRoutes(routes, "/forum/register");
    await fillIn({ username: "ma", email: "maria@", password: "12345", confirm: "12346" });
    await submit();
    expect(screen.getByText("Username must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Email is invalid")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
  });

  it("names reCAPTCHA in the captcha messages when Google's captcha is used", async () => {
    serveCaptchaConfig("recaptcha");
    server.use(graphql.mutation("Register", () => graphqlError("Captcha", "CAPTCHA_FAILED")));
    renderRoutes(routes, "/forum/register");
    await screen.findByRole("button", { name: "I'm not a robot" });
    await submit();
    expect(screen.getByText("Please complete the reCAPTCHA verification")).toBeInTheDocument();
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "I'm not a robot" }));
    await submit();
    expect(await screen.findByText("Error verifying reCAPTCHA. Please try again.")).toBeInTheDocument();
  });

  it("says the verification failed, in neutral words, and offers a new one", async () => {
    await registerWith(() => graphqlError("Error verifying. Please try again.", "CAPTCHA_FAILED"));
    expect(await screen.findByText("Error verifying. Please try again.")).toBeInTheDocument();
    expect(altchaWidget()!.resets).toBe(1);
  });

  it.each([
    [
      "a taken name",
      () => graphqlError("Username or email already in use", "CONFLICT"),
      "Username or email already in use",
    ],
    ["HTTP 409", () => jsonResponse({}, 409), "Username or email already in use"],
    [
      "another server message",
      () => graphqlError("Too many requests. Please try again later.", "RATE_LIMITED"),
      "Too many requests. Please try again later.",
    ],
    ["no answer", () => HttpResponse.error(), "Registration failed. Please try again later."],
  ])("explains %s", async (_, response, text) => {
    await registerWith(response);
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(localStorage.getItem("auth-failed")).toBe("1");
  });

  it("puts the server's field messages on their fields", async () => {
    await registerWith(() =>
      graphqlError("Username may only contain letters, digits, _ and -", "BAD_USER_INPUT", {
        username: "Username may only contain letters, digits, _ and -",
      }),
    );
    expect(await screen.findByText("Username may only contain letters, digits, _ and -")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
  });

  it("says the visitor is offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await registerWith(() => HttpResponse.error());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are offline. Please check your connection.",
    );
  });

  it("goes to the forum signed in after registering", async () => {
    await registerWith(() => HttpResponse.json({ data: { register: authPayload(member) } }));
    expect(await screen.findByText("Forum home")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("new-token");
  });

  it("sends exactly the fields of the contract", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation("Register", ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { register: authPayload(member) } });
      }),
    );
    serveCaptchaConfig("altcha");
    renderRoutes(routes, "/forum/register");
    await fillIn();
    await solveCaptcha();
    await submit();
    await screen.findByText("Forum home");
    expect(sent).toEqual([
      {
        input: {
          username: "maria",
          email: "maria@example.org",
          password: "secret1",
          captchaToken: "solved",
          ageConfirmed: true,
        },
      },
    ]);
  });

  it("clears a session left behind by a failed attempt when the page is visited", () => {
    serveCaptchaConfig("altcha");
    serveMe(member);
    storeSignedIn();
    localStorage.setItem("auth-failed", "1");
    renderRoutes(routes, "/forum/register");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });
});
