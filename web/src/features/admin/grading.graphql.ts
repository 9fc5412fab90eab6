import { graphql } from "../../gql";

/** A moderator's Admiralty grading of one source (decision 100). */
export const gradeSourceMutation = graphql(`
  mutation GradeSource($id: ID!, $reliability: String!, $credibility: Int!) {
    gradeSource(id: $id, reliability: $reliability, credibility: $credibility) {
      id
      reliability
      credibility
    }
  }
`);
