import { graphql } from "../../gql";

// what the incident page and a version's permalink both show of a source and an attribution
export const ledgerSourceFields = graphql(`
  fragment LedgerSourceFields on IncidentSource {
    id
    url
    outlet
    language
    publishedDate
    archivedUrl
    reliability
    credibility
    capture {
      status
      failure
      capturedAt
      sha256
      timestamped
      timestampAuthority
      timestampCaSha256
      archiveUrl
      warcUrl
      timestampUrl
      waybackUrl
      liveCheck {
        status
        httpStatus
        checkedAt
        since
      }
    }
  }
`);

export const ledgerAttributionFields = graphql(`
  fragment LedgerAttributionFields on Attribution {
    id
    party
    attributedBy
    date
    confidence
    sourceId
  }
`);

export const incidentPageQuery = graphql(`
  query IncidentPage($id: ID!, $language: String!) {
    event(id: $id) {
      id
      title
      titleLanguage
      translations(languages: [$language]) {
        language
        title
        provenance
        stale
      }
      date
      type
      kind
      country
      countryName
      place {
        name(language: $language)
        region(language: $language)
        country
        distanceKm
      }
      sourceUrl
      latitude
      longitude
      placePrecision
      timePrecision
      evidenceStatus
      geolocationMethod
      confirmationMethod
      viewerMayConfirm
      sources {
        ...LedgerSourceFields
      }
      attributions {
        ...LedgerAttributionFields
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
      discussion {
        ...IncidentDiscussionFields
      }
      citedBy(first: 10) {
        id
        title
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
        placePrecision
        timePrecision
        sources {
          ...LedgerSourceFields
        }
        attributions {
          ...LedgerAttributionFields
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
