import { graphql } from "../../gql";

export const savedSearchFields = graphql(`
  fragment SavedSearchFields on SavedSearch {
    id
    name
    filter {
      types
      kinds
      countries
      dateFrom
      dateTo
      bbox {
        west
        south
        east
        north
      }
      titleContains
      placePrecisions
      timePrecisions
      evidenceStatuses
    }
    area {
      placeName
      latitude
      longitude
      radiusKm
    }
    bell
    mailAtOnce
    push
    digest
    feedUrl
    webhookUrl
    webhookSecret
    webhookLastCall {
      at
      test
      outcome
      status
    }
    createdAt
  }
`);

export const savedSearchesQuery = graphql(`
  query SavedSearches {
    savedSearches {
      ...SavedSearchFields
    }
  }
`);

export const saveSearchMutation = graphql(`
  mutation SaveSearch($input: SavedSearchInput!) {
    saveSearch(input: $input) {
      ...SavedSearchFields
    }
  }
`);

export const updateSavedSearchMutation = graphql(`
  mutation UpdateSavedSearch($id: ID!, $input: SavedSearchInput!) {
    updateSavedSearch(id: $id, input: $input) {
      ...SavedSearchFields
    }
  }
`);

export const deleteSavedSearchMutation = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);

/** What a weekly digest of the form's filter would have held, sent now. */
export const digestPreviewQuery = graphql(`
  query DigestPreview($filter: EventFilter!, $area: SavedAreaInput) {
    digestPreview(filter: $filter, area: $area) {
      count
      complete
      incidents {
        id
        title
        date
        timePrecision
        publishedAt
      }
    }
  }
`);
