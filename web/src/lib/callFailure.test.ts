import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import {
  describeFailure,
  fieldErrorsFromServer,
  isForbidden,
  isUnauthenticated,
  loginErrorMessage,
  registerErrorMessage,
  serverMessageOr,
} from "./callFailure";

function graphQLError(message: string, extensions: Record<string, unknown> = {}) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

function httpError(status: number, body: string) {
  return new ServerError("Response not successful", {
    response: new Response(body, { status }),
    bodyText: body,
  });
}

describe("describeFailure", () => {
  it("reads the code, message and field messages of a GraphQL error", () => {
    const failure = describeFailure(
      graphQLError("Invalid input", { code: "BAD_USER_INPUT", fields: { email: "Email is invalid" } }),
      true,
    );
    expect(failure).toEqual({
      kind: "answer",
      code: "BAD_USER_INPUT",
      message: "Invalid input",
      fields: { email: "Email is invalid" },
      status: undefined,
    });
  });

  it("keeps the key and figures the server said its message and each field's by, with the English text", () => {
    const args = { kilobytes: 192, ratio: 8 };
    const failure = describeFailure(
      graphQLError("Once formatted…", {
        code: "BAD_USER_INPUT",
        messageKey: "postHtmlTooLarge",
        messageArgs: args,
        fields: { body: "Once formatted…" },
        fieldKeys: { body: "postHtmlTooLarge" },
        fieldArgs: { body: args },
      }),
      true,
    );
    const words = { text: "Once formatted…", key: "postHtmlTooLarge", args };
    expect(failure).toMatchObject({ message: words, fields: { body: words } });
    const rest = describeFailure(
      httpError(429, JSON.stringify({ message: "Too many requests.", messageKey: "tooManyRequests" })),
      true,
    );
    expect(rest.message).toEqual({ text: "Too many requests.", key: "tooManyRequests" });
  });

  it("reads GraphQL errors and the status from a non-2xx answer", () => {
    const failure = describeFailure(
      httpError(
        401,
        JSON.stringify({ errors: [{ message: "Nope", extensions: { code: "UNAUTHENTICATED" } }] }),
      ),
      true,
    );
    expect(failure).toMatchObject({ kind: "answer", status: 401, code: "UNAUTHENTICATED", message: "Nope" });
  });

  it("keeps only the status of an answer that is not JSON", () => {
    expect(describeFailure(httpError(502, "<html>Bad gateway</html>"), true)).toEqual({
      kind: "answer",
      status: 502,
    });
  });

  it("calls a failed fetch a network error, and anything while offline offline", () => {
    expect(describeFailure(new TypeError("Failed to fetch"), true)).toEqual({ kind: "network" });
    expect(describeFailure(graphQLError("x", { code: "UNAUTHENTICATED" }), false)).toEqual({
      kind: "offline",
    });
  });
});

describe("isUnauthenticated and isForbidden", () => {
  it("recognise the GraphQL codes and the HTTP statuses", () => {
    expect(isUnauthenticated({ kind: "answer", code: "UNAUTHENTICATED" })).toBe(true);
    expect(isUnauthenticated({ kind: "answer", status: 401 })).toBe(true);
    expect(isForbidden({ kind: "answer", code: "FORBIDDEN" })).toBe(true);
    expect(isForbidden({ kind: "answer", status: 403 })).toBe(true);
    expect(isUnauthenticated({ kind: "answer", status: 403 })).toBe(false);
    expect(isForbidden({ kind: "network" })).toBe(false);
  });
});

describe("loginErrorMessage", () => {
  it.each([
    [{ kind: "answer", code: "UNAUTHENTICATED", message: "x" }, "Invalid username or password"],
    [{ kind: "answer", status: 401 }, "Invalid username or password"],
    [
      { kind: "answer", code: "RATE_LIMITED", message: "x" },
      "Too many login attempts. Please try again later.",
    ],
    [{ kind: "answer", status: 429 }, "Too many login attempts. Please try again later."],
    [{ kind: "answer", code: "BAD_USER_INPUT", message: "Username is required" }, "Username is required"],
    [{ kind: "offline" }, "You are offline. Please check your connection."],
    [{ kind: "network" }, "Login failed. Please try again later."],
    [
      { kind: "answer", status: 500, message: "Internal server error" },
      "Login failed. Please try again later.",
    ],
    // an answer that gives no reason: spec §8's hook fallback
    [{ kind: "answer", status: 400 }, "Failed to log in. Please check your credentials."],
    [{ kind: "answer", code: "BAD_REQUEST" }, "Failed to log in. Please check your credentials."],
  ] as const)("maps %j to %s", (failure, text) => {
    expect(loginErrorMessage(failure)).toBe(text);
  });
});

describe("registerErrorMessage", () => {
  it.each([
    [{ kind: "answer", code: "CONFLICT", message: "x" }, "Username or email already in use"],
    [{ kind: "answer", status: 409 }, "Username or email already in use"],
    [{ kind: "answer", code: "BAD_USER_INPUT", message: "Email is invalid" }, "Email is invalid"],
    [{ kind: "offline" }, "You are offline. Please check your connection."],
    [{ kind: "network" }, "Registration failed. Please try again later."],
    [{ kind: "answer", status: 500 }, "Registration failed. Please try again later."],
    [{ kind: "answer", status: 400 }, "Registration failed. Please try again."],
  ] as const)("maps %j to %s", (failure, text) => {
    expect(registerErrorMessage(failure)).toBe(text);
  });
});

describe("serverMessageOr", () => {
  it("shows the server's message, else the fallback", () => {
    expect(serverMessageOr({ kind: "answer", message: "Reset link expired" }, "Fallback")).toBe(
      "Reset link expired",
    );
    expect(serverMessageOr({ kind: "network" }, "Fallback")).toBe("Fallback");
  });
});

describe("fieldErrorsFromServer", () => {
  const fields = new Set(["email", "captcha"] as const);

  it("keeps the messages of the form's own fields and calls the captcha token the captcha", () => {
    const failure = {
      kind: "answer",
      code: "BAD_USER_INPUT",
      fields: { email: "Email is invalid", captchaToken: "Please complete the verification", other: "x" },
    } as const;
    expect(fieldErrorsFromServer(failure, fields)).toEqual({
      email: "Email is invalid",
      captcha: "Please complete the verification",
    });
  });

  it("finds none when the server named no field", () => {
    expect(fieldErrorsFromServer({ kind: "network" }, fields)).toEqual({});
  });
});
