import { graphql } from "../../gql";

export const submitEventMutation = graphql(`
  mutation SubmitEvent($input: SubmitEventInput!) {
    submitEvent(input: $input) {
      id
      titlePending
    }
  }
`);
