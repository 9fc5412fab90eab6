import { INCIDENT_KINDS, incidentKindLabels, messages } from "@incident-watch/schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { graphqlError, serveCaptchaConfig } from "../../test/auth";
import { altchaWidget, solveCaptcha } from "../../test/fakeAltcha";
import { renderWithProviders } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { SubmitPage } from "./SubmitPage";

vi.mock("altcha", () => import("../../test/fakeAltcha"));

setupMockServer();

interface SubmitInput {
  type: string;
  kind: string;
  sourceUrl: string;
  date: string;
  latitude: number;
  longitude: number;
  placePrecision: string;
  timePrecision: string;
  captchaToken: string;
}

function serveSite() {
  serveCaptchaConfig("altcha");
  server.use(
    graphql.query("MapStyle", () =>
      HttpResponse.json({ data: { siteInfo: { __typename: "SiteInfo", mapStyleUrl: null } } }),
    ),
  );
}

/** Answers submissions with `response` and records what the server received. */
function serveSubmit(
  response: () => Response = () =>
    HttpResponse.json({ data: { submitEvent: { __typename: "Event", id: "e1", titlePending: false } } }),
) {
  const received: SubmitInput[] = [];
  server.use(
    graphql.mutation<never, { input: SubmitInput }>("SubmitEvent", ({ variables }) => {
      received.push(variables.input);
      return response();
    }),
  );
  return received;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => userEvent.click(screen.getByRole("button", { name: "Submit" }));

/** The status that tells the submission's outcome (the place search announces its own results). */
const outcome = () =>
  waitFor(() => {
    const found = screen
      .getAllByRole("status")
      .find((status) => status.textContent?.includes(messages.submissionSucceeded));
    expect(found).toBeDefined();
    return found!;
  });

async function fillIn() {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText("Attack type"), "chinese");
  await user.selectOptions(screen.getByLabelText("Kind of attack"), "Cyber attack");
  await user.type(field("Source URL"), "https://news.example.org/cable-cut");
  await user.type(field("Date"), "05/03/2024");
  await user.type(field("Latitude"), "59.4370");
  await user.type(field("Longitude"), "24.7536");
}

describe("Submit New Attack", () => {
  it("asks for the source, the date, the location and the verification", async () => {
    serveSite();
    const received = serveSubmit();
    renderWithProviders(<SubmitPage />, { path: "/submit" });
    expect(screen.getByRole("heading", { name: "Submit New Attack" })).toBeInTheDocument();
    await submit();
    expect(screen.getByText(messages.kindRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.sourceUrlRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.locationRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.verificationRequired)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it("offers the six kinds of attack by their labels, none chosen at first", async () => {
    serveSite();
    renderWithProviders(<SubmitPage />);
    const select = screen.getByLabelText("Kind of attack") as HTMLSelectElement;
    expect(select.value).toBe("");
    expect(select).toBeRequired();
    const choices = [...select.options].filter((option) => !option.disabled).map((option) => option.text);
    expect(choices).toEqual(INCIDENT_KINDS.map((kind) => incidentKindLabels[kind]));
  });

  it("asks for the location while only one coordinate is given", async () => {
    serveSite();
    renderWithProviders(<SubmitPage />);
    await userEvent.type(field("Latitude"), "52");
    await submit();
    expect(screen.getByText(messages.locationRequired)).toBeInTheDocument();
  });

  it("refuses coordinates outside ±90 and ±180", async () => {
    serveSite();
    renderWithProviders(<SubmitPage />);
    await userEvent.type(field("Latitude"), "91");
    await userEvent.type(field("Longitude"), "-181");
    await submit();
    expect(screen.getByText(messages.latitudeOutOfRange)).toBeInTheDocument();
    expect(screen.getByText(messages.longitudeOutOfRange)).toBeInTheDocument();
  });

  it("takes only an optional minus, digits and one decimal point in the coordinate inputs", async () => {
    serveSite();
    renderWithProviders(<SubmitPage />);
    const user = userEvent.setup();
    await user.type(field("Latitude"), "-5a2.2.29e7");
    expect(field("Latitude").value).toBe("-52.2297");
    await user.click(field("Longitude"));
    await user.paste("21,01 E");
    expect(field("Longitude").value).toBe("");
    await user.paste("21.0122");
    expect(field("Longitude").value).toBe("21.0122");
  });

  it("takes the date as dd/mm/yyyy, and says so when it is written otherwise", async () => {
    serveSite();
    renderWithProviders(<SubmitPage />);
    expect(field("Date")).toHaveAttribute("placeholder", "dd/mm/yyyy");
    const user = userEvent.setup();
    await user.type(field("Date"), "05032024");
    expect(field("Date").value).toBe("05/03/2024");
    await user.clear(field("Date"));
    await user.type(field("Date"), "5 March");
    await submit();
    expect(await screen.findByText(messages.dateFormat)).toBeInTheDocument();
    // the form moves the focus to its first invalid field at the next frame: typing before it would be cut off
    await waitFor(() => expect(document.activeElement).toHaveAttribute("aria-invalid", "true"));
    await user.clear(field("Date"));
    await user.type(field("Date"), "31/02/2024");
    await submit();
    expect(await screen.findByText(messages.dateInvalid)).toBeInTheDocument();
  });

  it("moves the focus to the outcome, and says when a moderator will set the title", async () => {
    serveSite();
    serveSubmit(() =>
      HttpResponse.json({ data: { submitEvent: { __typename: "Event", id: "e2", titlePending: true } } }),
    );
    renderWithProviders(<SubmitPage />);
    await fillIn();
    await solveCaptcha("token-2");
    await submit();
    const said = await outcome();
    expect(said).toHaveTextContent(messages.titlePendingNotice);
    expect(document.activeElement).toContainElement(said);
  });

  it("sends the report, says it will be reviewed, and resets the form and the captcha", async () => {
    serveSite();
    const received = serveSubmit();
    renderWithProviders(<SubmitPage />);
    await fillIn();
    await solveCaptcha("token-1");
    await submit();
    await outcome();
    expect(received).toEqual([
      {
        type: "chinese",
        kind: "cyber",
        sourceUrl: "https://news.example.org/cable-cut",
        date: "2024-03-05",
        latitude: 59.437,
        longitude: 24.7536,
        placePrecision: "exact",
        timePrecision: "day",
        // the title's language, the page's by default
        language: "en",
        captchaToken: "token-1",
      },
    ]);
    expect(field("Source URL").value).toBe("");
    expect(field("Date").value).toBe("");
    expect(field("Latitude").value).toBe("");
    expect(field("Longitude").value).toBe("");
    expect((screen.getByLabelText("Attack type") as HTMLSelectElement).value).toBe("russian");
    expect((screen.getByLabelText("Kind of attack") as HTMLSelectElement).value).toBe("");
    expect(altchaWidget()!.resets).toBe(1);
    // the used token is gone: another submission needs a new verification
    await submit();
    expect(screen.getByText(messages.verificationRequired)).toBeInTheDocument();
  });

  it("says how precisely the place and the date are known, exact and the day unless chosen", async () => {
    serveSite();
    const received = serveSubmit();
    renderWithProviders(<SubmitPage />);
    await fillIn();
    const user = userEvent.setup();
    const place = screen.getByLabelText("How precisely is the place known?");
    const date = screen.getByLabelText("How precisely is the date known?");
    expect(place).toHaveAccessibleDescription(
      "For a town, a region or a country, put the point at its centre.",
    );
    expect((place as HTMLSelectElement).value).toBe("exact");
    expect((date as HTMLSelectElement).value).toBe("day");
    await user.selectOptions(place, "Town or city");
    await user.selectOptions(date, "Month only");
    await solveCaptcha("token-2");
    await submit();
    await outcome();
    expect(received[0]).toMatchObject({ placePrecision: "town", timePrecision: "month", date: "2024-03-05" });
  });

  it("shows 'Submitting…' while the report is on its way", async () => {
    serveSite();
    let answer: (response: Response) => void = () => undefined;
    server.use(graphql.mutation("SubmitEvent", () => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithProviders(<SubmitPage />);
    await fillIn();
    await solveCaptcha();
    await submit();
    expect(await screen.findByRole("button", { name: "Submitting…" })).toBeDisabled();
    answer(HttpResponse.json({ data: { submitEvent: { __typename: "Event", id: "e1" } } }));
    await outcome();
  });

  it.each([
    [
      "a duplicate source",
      () => graphqlError("This source has already been submitted.", "CONFLICT"),
      "This source has already been submitted.",
    ],
    [
      "too many reports",
      () => graphqlError("Too many requests. Please try again later.", "RATE_LIMITED"),
      "Too many requests. Please try again later.",
    ],
    [
      "a server fault",
      () => HttpResponse.json({ errors: [{ message: "Internal server error" }] }, { status: 500 }),
      messages.submissionFailedFallback,
    ],
    ["no answer", () => HttpResponse.error(), messages.submissionFailedFallback],
  ])("explains %s and keeps what was typed", async (_, response, detail) => {
    serveSite();
    serveSubmit(response);
    renderWithProviders(<SubmitPage />);
    await fillIn();
    await solveCaptcha();
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(messages.submissionFailed);
    expect(alert).toHaveTextContent(detail);
    expect(field("Source URL").value).toBe("https://news.example.org/cable-cut");
    expect(altchaWidget()!.resets).toBe(1);
  });

  it("puts the server's field messages on their fields", async () => {
    serveSite();
    serveSubmit(() => graphqlError(messages.dateInFuture, "BAD_USER_INPUT", { date: messages.dateInFuture }));
    renderWithProviders(<SubmitPage />);
    await fillIn();
    await solveCaptcha();
    await submit();
    expect(await screen.findByText(messages.dateInFuture, { selector: ".field__error" })).toBeInTheDocument();
    expect(field("Date")).toHaveAttribute("aria-invalid", "true");
  });

  it("asks for a new verification when the server refuses the captcha answer", async () => {
    serveSite();
    serveSubmit(() => graphqlError(messages.verificationFailed, "CAPTCHA_FAILED"));
    renderWithProviders(<SubmitPage />);
    await fillIn();
    await solveCaptcha();
    await submit();
    expect(
      await screen.findByText(messages.verificationFailed, { selector: ".field__error" }),
    ).toBeInTheDocument();
    expect(altchaWidget()!.resets).toBe(1);
  });

  it("shows the captcha's expiry message and needs a new verification", async () => {
    serveSite();
    const received = serveSubmit();
    renderWithProviders(<SubmitPage />);
    await fillIn();
    await solveCaptcha();
    altchaWidget()!.emit("expired");
    expect(await screen.findByText(messages.verificationExpired)).toBeInTheDocument();
    await submit();
    expect(screen.getByText(messages.verificationRequired)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it("says the map needs WebGL and lets the coordinates be typed instead", async () => {
    serveSite();
    renderWithProviders(<SubmitPage />);
    expect(screen.getByText(/The map needs WebGL/)).toBeInTheDocument();
  });
});
