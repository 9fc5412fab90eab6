import { graphql } from "../../gql";

export const saveLanguageMutation = graphql(`
  mutation SaveLanguage($language: String!) {
    updateSettings(input: { language: $language }) {
      id
      language
    }
  }
`);
