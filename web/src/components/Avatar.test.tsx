import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { avatarColor } from "../lib/avatarColor";
import { Avatar } from "./Avatar";

describe("Avatar", () => {
  it("shows the profile picture when there is a usable one", () => {
    render(<Avatar username="maria" profilePicture="/uploads/maria.webp" />);
    const image = screen.getByRole("img", { name: "maria's avatar" });
    expect(image.tagName).toBe("IMG");
    expect(image).toHaveAttribute("src", "/uploads/maria.webp");
  });

  it.each([
    ["no picture", undefined],
    ["an empty picture", ""],
    ["a picture naming undefined", "/uploads/undefined"],
    ["a picture naming null", "null"],
  ])("shows a coloured circle with the initial for %s", (_, profilePicture) => {
    render(<Avatar username="maria" profilePicture={profilePicture} />);
    const circle = screen.getByRole("img", { name: "maria's avatar" });
    expect(circle.tagName).toBe("SPAN");
    expect(circle).toHaveTextContent("M");
    expect(circle).toHaveClass(`avatar--${avatarColor("maria")}`);
  });

  it("shows the circle when the user chose the default avatar, even with a picture", () => {
    render(<Avatar username="maria" profilePicture="/uploads/maria.webp" useDefaultAvatar />);
    expect(screen.getByRole("img", { name: "maria's avatar" })).toHaveTextContent("M");
  });

  it("falls back to the circle when the picture fails to load", () => {
    render(<Avatar username="olek" profilePicture="/uploads/missing.webp" />);
    fireEvent.error(screen.getByRole("img", { name: "olek's avatar" }));
    const circle = screen.getByRole("img", { name: "olek's avatar" });
    expect(circle.tagName).toBe("SPAN");
    expect(circle).toHaveTextContent("O");
  });

  it("tries a new picture after the previous one failed", () => {
    const { rerender } = render(<Avatar username="olek" profilePicture="/uploads/missing.webp" />);
    fireEvent.error(screen.getByRole("img"));
    rerender(<Avatar username="olek" profilePicture="/uploads/new.webp" />);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/uploads/new.webp");
  });

  it("names an anonymous avatar as a member's, coloured as User", () => {
    render(<Avatar username={null} />);
    const circle = screen.getByRole("img", { name: "A member's avatar" });
    expect(circle).toHaveTextContent("U");
    expect(circle).toHaveClass(`avatar--${avatarColor("User")}`);
  });

  it("is medium by default and takes the six sizes", () => {
    const { rerender } = render(<Avatar username="ana" />);
    expect(screen.getByRole("img")).toHaveClass("avatar--md");
    for (const size of ["xs", "sm", "md", "lg", "xl", "xxl"] as const) {
      rerender(<Avatar username="ana" size={size} />);
      expect(screen.getByRole("img")).toHaveClass(`avatar--${size}`);
    }
  });

  it("is hidden from assistive technology when decorative", () => {
    render(<Avatar username="ana" decorative />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("A")).toHaveAttribute("aria-hidden", "true");
  });
});
