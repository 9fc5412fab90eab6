import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { Header } from "./Header";

function menuPanel() {
  const toggle = screen.getByRole("button", { name: "Toggle menu" });
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("the toggle controls no element");
  return { toggle, panel };
}

describe("Header", () => {
  it("links MAP, SUBMIT ATTACK, FORUM and OUR MISSION to their pages", () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "MAP" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "SUBMIT ATTACK" })).toHaveAttribute("href", "/submit");
    expect(within(nav).getByRole("link", { name: "FORUM" })).toHaveAttribute("href", "/forum");
    expect(within(nav).getByRole("link", { name: "OUR MISSION" })).toHaveAttribute("href", "/mission");
  });

  it("opens SUPPORT UKRAINE on UNITED24 in a new tab without passing the opener or referrer", () => {
    renderWithProviders(<Header />);
    const link = screen.getByRole("link", { name: /SUPPORT UKRAINE/ });
    expect(link).toHaveAttribute("href", "https://u24.gov.ua/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName("SUPPORT UKRAINE (opens in a new tab)");
  });

  it("offers Login and Sign Up to a visitor who is not signed in", () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/forum/login");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/forum/register");
  });

  it("marks the link of the current page", () => {
    renderWithProviders(<Header />, { path: "/mission" });
    expect(screen.getByRole("link", { name: "OUR MISSION" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "MAP" })).not.toHaveAttribute("aria-current");
  });

  it("opens and closes the menu with the toggle button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const { toggle, panel } = menuPanel();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveAttribute("data-open", "false");
    expect(within(panel).getByRole("navigation", { name: "Main" })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("data-open", "true");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveAttribute("data-open", "false");
  });

  it("closes the menu when a destination is chosen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const { toggle, panel } = menuPanel();
    await user.click(toggle);
    await user.click(within(panel).getByRole("link", { name: "OUR MISSION" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu on Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const { toggle } = menuPanel();
    await user.click(toggle);
    await user.tab();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});
