import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGNED_IN_REDIRECT_MS, useReturnToOrigin } from "./useReturnToOrigin";

let signedIn: (() => void) | undefined;

function SignInPage() {
  const returnToOrigin = useReturnToOrigin();
  useEffect(() => {
    signedIn = returnToOrigin;
  }, [returnToOrigin]);
  return null;
}

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function Elsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate("/forum/admin")}>
      Admin Panel
    </button>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Elsewhere />
      <Path />
      <Routes>
        <Route path="/forum/login" element={<SignInPage />} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("returning to the origin after signing in", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("goes to the origin after the spec's delay", () => {
    renderAt("/forum/login?from=/forum/settings");
    act(() => signedIn!());
    act(() => {
      vi.advanceTimersByTime(SIGNED_IN_REDIRECT_MS);
    });
    expect(screen.getByTestId("path").textContent).toBe("/forum/settings");
  });

  it("stays where the member went while the sign-in was still finishing", () => {
    renderAt("/forum/login?from=/forum/settings");
    const finishSignIn = signedIn!;
    act(() => screen.getByRole("button", { name: "Admin Panel" }).click());
    act(() => finishSignIn());
    act(() => {
      vi.advanceTimersByTime(SIGNED_IN_REDIRECT_MS * 2);
    });
    expect(screen.getByTestId("path").textContent).toBe("/forum/admin");
  });
});
