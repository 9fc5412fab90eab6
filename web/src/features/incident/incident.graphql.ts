import { graphql } from "../../gql";

export const incidentPageQuery = graphql(`
  query IncidentPage($id: ID!) {
    event(id: $id) {
      id
      title
      date
      type
      kind
      country
      countryName
      sourceUrl
      latitude
      longitude
      sources {
        id
        url
        outlet
        language
        publishedDate
        archivedUrl
      }
      attributions {
        id
        party
        attributedBy
        date
        confidence
        sourceId
      }
      versions {
        number
        action
        reason
        createdAt
        changes {
          field
          from
          to
        }
      }
    }
  }
`);

export const incidentVersionQuery = graphql(`
  query IncidentVersionPage($id: ID!, $number: Int!) {
    incidentVersion(id: $id, number: $number) {
      number
      action
      reason
      createdAt
      url
      incident {
        id
        title
        date
        type
        kind
        country
        sourceUrl
        latitude
        longitude
        sources {
          id
          url
          outlet
          language
          publishedDate
          archivedUrl
        }
        attributions {
          id
          party
          attributedBy
          date
          confidence
          sourceId
        }
      }
    }
  }
`);

export const proposeSourceMutation = graphql(`
  mutation ProposeSource($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {
    proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) {
      id
      status
    }
  }
`);

export const proposeAttributionMutation = graphql(`
  mutation ProposeAttribution($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {
    proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) {
      id
      status
    }
  }
`);
