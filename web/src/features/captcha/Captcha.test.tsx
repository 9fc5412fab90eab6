import { act, screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { createRef } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { altchaWidget } from "../../test/fakeAltcha";
import { server, setupMockServer } from "../../test/server";
import { Captcha, type CaptchaHandle } from "./Captcha";
import { CaptchaField } from "./CaptchaField";

setupMockServer();

vi.mock("altcha", () => import("../../test/fakeAltcha"));

interface FakeRecaptchaProps {
  sitekey: string;
  asyncScriptOnLoad?: (state?: { loaded?: boolean; errored?: boolean }) => void;
  onChange?: (token: string | null) => void;
  onExpired?: () => void;
}
const recaptcha = vi.hoisted(() => ({ props: null as FakeRecaptchaProps | null, resets: 0 }));

vi.mock("react-google-recaptcha", async () => {
  const { forwardRef, useImperativeHandle } = await import("react");
  return {
    default: forwardRef(function FakeRecaptcha(props: FakeRecaptchaProps, ref) {
      recaptcha.props = props;
      useImperativeHandle(ref, () => ({ reset: () => (recaptcha.resets += 1) }));
      return <div data-testid="recaptcha" data-sitekey={props.sitekey} />;
    }),
  };
});

function serveCaptcha(captcha: { provider: string; siteKey: string | null; challengeUrl: string | null }) {
  server.use(
    graphql.query("CaptchaConfig", () =>
      HttpResponse.json({ data: { captcha: { __typename: "CaptchaConfig", ...captcha } } }),
    ),
  );
}

function renderCaptcha() {
  const ref = createRef<CaptchaHandle>();
  const props = { onVerify: vi.fn(), onExpire: vi.fn(), onError: vi.fn() };
  renderWithProviders(<Captcha ref={ref} {...props} />);
  return { ref, ...props };
}

beforeAll(() => {
  // only the recaptcha tests set it; start each without Google's global
  delete window.grecaptcha;
});

afterEach(() => {
  delete window.grecaptcha;
  vi.useRealTimers();
});

describe("Captcha with the self-hosted provider", () => {
  const altcha = { provider: "altcha", siteKey: null, challengeUrl: "/api/captcha/challenge" };

  async function widget() {
    await waitFor(() => expect(altchaWidget()).not.toBeNull());
    return altchaWidget()!;
  }

  it("asks this server for challenges and hands the solved payload to the form", async () => {
    serveCaptcha(altcha);
    const { onVerify } = renderCaptcha();
    const element = await widget();
    expect(element.getAttribute("challenge")).toBe("/api/captcha/challenge");
    act(() => element.emit("verified", "solved-payload"));
    expect(onVerify).toHaveBeenCalledWith("solved-payload");
  });

  it("says the verification expired and tells the form", async () => {
    serveCaptcha(altcha);
    const { onExpire } = renderCaptcha();
    act(() => void widget().then((element) => element.emit("expired")));
    expect(await screen.findByRole("alert")).toHaveTextContent("Verification expired. Please verify again.");
    expect(onExpire).toHaveBeenCalled();
  });

  it("reports a verification error", async () => {
    serveCaptcha(altcha);
    const { onError } = renderCaptcha();
    const element = await widget();
    act(() => element.emit("error"));
    expect(screen.getByRole("alert")).toHaveTextContent("Verification error. Please try again.");
    expect(onError).toHaveBeenCalledWith("Verification error. Please try again.");
  });

  it("shows its progress while it works, and never an old error beside it", async () => {
    serveCaptcha(altcha);
    renderCaptcha();
    const element = await widget();
    act(() => element.emit("error"));
    expect(screen.getByRole("alert")).toHaveTextContent("Verification error. Please try again.");
    act(() => element.emit("verifying"));
    expect(screen.getByRole("status")).toHaveTextContent("Verifying this browser");
    expect(screen.getByRole("progressbar", { name: "Verification in progress" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => element.emit("verified", "solved-payload"));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("holds the form's captcha message while the widget works", async () => {
    serveCaptcha(altcha);
    renderWithProviders(
      <CaptchaField error="Please complete the verification" onVerify={vi.fn()} onLapse={vi.fn()} />,
    );
    const element = await widget();
    expect(screen.getByText("Please complete the verification")).toBeInTheDocument();
    act(() => element.emit("verifying"));
    expect(screen.queryByText("Please complete the verification")).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    act(() => element.emit("unverified"));
    expect(screen.getByText("Please complete the verification")).toBeInTheDocument();
  });

  it("starts over when the form resets it, clearing the message", async () => {
    serveCaptcha(altcha);
    const { ref } = renderCaptcha();
    const element = await widget();
    act(() => element.emit("error"));
    act(() => ref.current!.reset());
    expect(element.resets).toBe(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says verification failed to load when the server cannot say which captcha to use", async () => {
    server.use(graphql.query("CaptchaConfig", () => HttpResponse.error()));
    const { onError } = renderCaptcha();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load verification. Please try again later.",
    );
    expect(onError).toHaveBeenCalledWith("Failed to load verification. Please try again later.");
  });
});

describe("Captcha with Google reCAPTCHA", () => {
  const google = { provider: "recaptcha", siteKey: "site-key-1", challengeUrl: null };

  it("renders Google's widget with the site key and hands its token to the form", async () => {
    serveCaptcha(google);
    const { onVerify } = renderCaptcha();
    expect(await screen.findByTestId("recaptcha")).toHaveAttribute("data-sitekey", "site-key-1");
    act(() => recaptcha.props!.onChange!("google-token"));
    expect(onVerify).toHaveBeenCalledWith("google-token");
  });

  it("says reCAPTCHA failed to load when the script errors", async () => {
    serveCaptcha(google);
    const { onError } = renderCaptcha();
    await screen.findByTestId("recaptcha");
    act(() => recaptcha.props!.asyncScriptOnLoad!({ loaded: false, errored: true }));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load reCAPTCHA. Please try again later.");
    expect(onError).toHaveBeenCalledWith("Failed to load reCAPTCHA. Please try again later.");
  });

  it("says reCAPTCHA failed to load when the script never arrives", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveCaptcha(google);
    renderCaptcha();
    await screen.findByTestId("recaptcha");
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load reCAPTCHA. Please try again later.");
  });

  it("says reCAPTCHA failed to initialise when the script came but cannot render", async () => {
    serveCaptcha(google);
    renderCaptcha();
    await screen.findByTestId("recaptcha");
    window.grecaptcha = {};
    act(() => recaptcha.props!.asyncScriptOnLoad!({ loaded: true }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to initialize reCAPTCHA. Please refresh and try again.",
    );
  });

  it("shows no message once the script is ready, and says when the token expired", async () => {
    serveCaptcha(google);
    const { onExpire } = renderCaptcha();
    await screen.findByTestId("recaptcha");
    window.grecaptcha = { render: () => 0 };
    act(() => recaptcha.props!.asyncScriptOnLoad!({ loaded: true }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => recaptcha.props!.onExpired!());
    expect(screen.getByRole("alert")).toHaveTextContent(
      "reCAPTCHA verification expired. Please verify again.",
    );
    expect(onExpire).toHaveBeenCalled();
  });

  it("resets Google's widget when the form asks", async () => {
    serveCaptcha(google);
    const { ref } = renderCaptcha();
    await screen.findByTestId("recaptcha");
    const before = recaptcha.resets;
    act(() => ref.current!.reset());
    expect(recaptcha.resets).toBe(before + 1);
  });
});
