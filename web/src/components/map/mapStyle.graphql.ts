import { graphql } from "../../gql";

/** A hosted map style, when the server has one configured. */
export const mapStyleQuery = graphql(`
  query MapStyle {
    siteInfo {
      mapStyleUrl
      mapPmtilesUrl
      publicUrl
    }
  }
`);
