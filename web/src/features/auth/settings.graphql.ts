import { graphql } from "../../gql";

export const updateSettingsMutation = graphql(`
  mutation UpdateSettings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) {
      ...AuthUserFields
    }
  }
`);
