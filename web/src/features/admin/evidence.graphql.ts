import { graphql } from "../../gql";

/** Verification with two people (decision 121): a moderator's steps on an incident's evidence status. */
export const setEvidenceStatusMutation = graphql(`
  mutation SetEvidenceStatus($id: ID!, $status: EvidenceStatus!, $method: GeolocationMethod) {
    setEvidenceStatus(id: $id, status: $status, geolocationMethod: $method) {
      id
      evidenceStatus
      geolocationMethod
      confirmationMethod
    }
  }
`);

export const proposeConfirmationMutation = graphql(`
  mutation ProposeConfirmation($id: ID!, $method: GeolocationMethod!) {
    proposeConfirmation(id: $id, geolocationMethod: $method) {
      id
      evidenceStatus
      geolocationMethod
      confirmationMethod
    }
  }
`);

export const confirmEvidenceMutation = graphql(`
  mutation ConfirmEvidence($id: ID!) {
    confirmEvidence(id: $id) {
      id
      evidenceStatus
      geolocationMethod
      confirmationMethod
    }
  }
`);
