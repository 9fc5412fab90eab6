import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { setupMockServer } from "../../../test/server";
import { GoToPlace } from "./GoToPlace";

setupMockServer();

function renderField() {
  renderWithProviders(
    <>
      <GoToPlace visible={null} onGoTo={() => undefined} />
      <button type="button">Next</button>
    </>,
  );
  return screen.getByRole("textbox", { name: "Go to a place" });
}

describe("Go to a place", () => {
  it("becomes the place field on first focus, with the typed text and the focus", async () => {
    const plain = renderField();
    await userEvent.click(plain);
    await userEvent.keyboard("vil");
    const field = await screen.findByRole("combobox", { name: "Go to a place" });
    expect(field).toHaveFocus();
    expect(field).toHaveValue("vil");
  });

  it("gives the place field the focus as it comes, so a key pressed meanwhile reaches a field", async () => {
    const plain = renderField();
    // a mutation's observers run before the page's next event, and before React's later effects
    const focusedAsItCame: boolean[] = [];
    const observer = new MutationObserver(() => {
      const field = screen.queryByRole("combobox", { name: "Go to a place" });
      if (field) focusedAsItCame.push(document.activeElement === field);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await userEvent.click(plain);
    await screen.findByRole("combobox", { name: "Go to a place" });
    observer.disconnect();
    expect(focusedAsItCame[0]).toBe(true);
  });

  it("leaves the focus where a keyboard's user moved it before the place field came", async () => {
    const plain = renderField();
    const next = screen.getByRole("button", { name: "Next" });
    plain.focus();
    next.focus(); // tabbed on before the place field's code arrived
    await screen.findByRole("combobox", { name: "Go to a place" });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByRole("combobox", { name: "Go to a place" })).not.toHaveFocus();
  });
});
