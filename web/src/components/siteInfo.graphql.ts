import { graphql } from "../gql";

export const siteInfoQuery = graphql(`
  query SiteInfo {
    siteInfo {
      contactEmail
    }
  }
`);
