import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { server, setupMockServer } from "../../test/server";
import { ProposalQueue } from "./ProposalQueue";

setupMockServer();

const proposal = {
  __typename: "IncidentProposal",
  id: "5",
  kind: "attribution",
  createdAt: "2026-11-23T10:00:00.000Z",
  event: { __typename: "Event", id: "42", title: "Cable cut in the Baltic" },
  proposer: { __typename: "User", id: "u1", username: "analyst" },
  source: {
    __typename: "IncidentSource",
    url: "https://prosecutor.example/charge",
    outlet: null,
    language: "pl",
    publishedDate: "2024-04-10",
    archivedUrl: null,
  },
  attribution: {
    __typename: "Attribution",
    party: "russian_proxy",
    attributedBy: "prosecutor",
    date: "2024-04-10",
    confidence: "confirmed",
    sourceId: "0",
  },
};

describe("ProposalQueue", () => {
  it("shows a member's proposal and approves it, leaving the queue empty", async () => {
    let pending = [proposal];
    const approved: string[] = [];
    server.use(
      graphql.query("PendingProposals", () => HttpResponse.json({ data: { pendingProposals: pending } })),
      graphql.mutation("ApproveProposal", ({ variables }) => {
        approved.push(variables.id as string);
        pending = [];
        return HttpResponse.json({
          data: { approveProposal: { __typename: "IncidentProposal", id: "5", status: "approved" } },
        });
      }),
    );
    renderRoutes([{ path: "/", element: <ProposalQueue /> }], "/");
    const card = await screen.findByRole("listitem", { name: "Proposal 5" });
    expect(card).toHaveTextContent("For Cable cut in the Baltic, by analyst");
    expect(card).toHaveTextContent("Attribution: A Russian proxy · Confirmed · Prosecutor, 2024-04-10");
    expect(card).toHaveTextContent("Source: https://prosecutor.example/charge · pl · 2024-04-10");
    // a rejection needs its reason
    expect(screen.getByRole("button", { name: "Reject" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(screen.getByText("No proposals wait for review.")).toBeInTheDocument());
    expect(approved).toEqual(["5"]);
  });
});
