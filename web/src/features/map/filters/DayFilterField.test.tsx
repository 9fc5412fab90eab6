import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DayFilterField } from "./DayFilterField";

function Harness({ initial, changes }: { initial: string | null; changes: (string | null)[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DayFilterField
        label="From"
        value={value}
        onChange={(day) => {
          changes.push(day);
          setValue(day);
        }}
      />
      <button type="button" onClick={() => setValue("2022-07-01")}>
        Timeline
      </button>
    </>
  );
}

describe("a date of the map's filter", () => {
  it("filters once a whole day is typed as dd/mm/yyyy, and not before", async () => {
    const changes: (string | null)[] = [];
    render(<Harness initial={null} changes={changes} />);
    await userEvent.type(screen.getByLabelText("From"), "0103202");
    expect(changes).toEqual([]);
    await userEvent.type(screen.getByLabelText("From"), "4");
    expect(screen.getByLabelText("From")).toHaveProperty("value", "01/03/2024");
    expect(changes).toEqual(["2024-03-01"]);
    await userEvent.clear(screen.getByLabelText("From"));
    expect(changes).toEqual(["2024-03-01", null]);
  });

  it("says a whole date names no day as soon as it is typed, and leaves the filter as it was", async () => {
    const changes: (string | null)[] = [];
    render(<Harness initial="2024-01-15" changes={changes} />);
    const input = screen.getByLabelText("From");
    expect(input).toHaveProperty("value", "15/01/2024");
    await userEvent.clear(input);
    await userEvent.type(input, "31022024");
    expect(screen.getByText("February 2024 has no day 31: it has 29 days")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(changes).toEqual([null]);
  });

  it("says how to write a date that is only half typed, once the box is left", async () => {
    render(<Harness initial={null} changes={[]} />);
    const input = screen.getByLabelText("From");
    await userEvent.type(input, "3102");
    expect(screen.queryByText("Write the date as dd/mm/yyyy")).toBeNull();
    await userEvent.tab();
    expect(screen.getByText("Write the date as dd/mm/yyyy")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows a day the timeline chose", async () => {
    render(<Harness initial={null} changes={[]} />);
    await userEvent.click(screen.getByRole("button", { name: "Timeline" }));
    expect(screen.getByLabelText("From")).toHaveProperty("value", "01/07/2022");
  });
});
