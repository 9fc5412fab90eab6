import { graphql } from "../../gql";

export const pendingProposalsQuery = graphql(`
  query PendingProposals {
    pendingProposals(first: 50) {
      id
      kind
      createdAt
      event {
        id
        title
      }
      proposer {
        id
        username
      }
      source {
        url
        outlet
        language
        publishedDate
        archivedUrl
      }
      attribution {
        party
        attributedBy
        date
        confidence
        sourceId
      }
    }
  }
`);

export const approveProposalMutation = graphql(`
  mutation ApproveProposal($id: ID!) {
    approveProposal(id: $id) {
      id
      status
    }
  }
`);

export const rejectProposalMutation = graphql(`
  mutation RejectProposal($id: ID!, $reason: String!) {
    rejectProposal(id: $id, reason: $reason) {
      id
      status
    }
  }
`);
