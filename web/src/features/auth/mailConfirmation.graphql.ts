import { graphql } from "../../gql";

export const myMailConfirmationQuery = graphql(`
  query MyMailConfirmation {
    me {
      id
      mailConfirmed
    }
  }
`);

export const resendMailConfirmationMutation = graphql(`
  mutation ResendMailConfirmation {
    resendMailConfirmation
  }
`);
