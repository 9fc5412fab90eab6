import { graphql } from "../../../gql";

/** A popup's details, loaded when a marker is clicked: the map itself carries only ids, types and positions. */
export const eventDetailsQuery = graphql(`
  query EventDetails($id: ID!, $language: String!) {
    event(id: $id) {
      id
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
      title
      titleLanguage
      translations(languages: [$language]) {
        language
        title
        provenance
        stale
      }
      sourceUrl
      date
      latitude
      longitude
      placePrecision
      timePrecision
      discussion {
        postCount
      }
    }
  }
`);

/**
 * Titles, places and how well each day is known for the list panel, 12 at a time in one request (the GraphQL limit is 15 aliases): the map data
 * carries no titles, and a request per row would spend the visitor's rate limit while scrolling.
 */
export const LIST_TITLES_BATCH = 12;
export const listRowDetailsFragment = graphql(`
  fragment ListRowDetails on Event {
    id
    title
    timePrecision
    placePrecision
    place {
      name(language: $language)
      region(language: $language)
      country
      distanceKm
    }
    discussion {
      postCount
    }
  }
`);
export const listTitlesQuery = graphql(`
  query ListTitles(
    $language: String!
    $i0: ID!
    $i1: ID!
    $i2: ID!
    $i3: ID!
    $i4: ID!
    $i5: ID!
    $i6: ID!
    $i7: ID!
    $i8: ID!
    $i9: ID!
    $i10: ID!
    $i11: ID!
  ) {
    e0: event(id: $i0) {
      ...ListRowDetails
    }
    e1: event(id: $i1) {
      ...ListRowDetails
    }
    e2: event(id: $i2) {
      ...ListRowDetails
    }
    e3: event(id: $i3) {
      ...ListRowDetails
    }
    e4: event(id: $i4) {
      ...ListRowDetails
    }
    e5: event(id: $i5) {
      ...ListRowDetails
    }
    e6: event(id: $i6) {
      ...ListRowDetails
    }
    e7: event(id: $i7) {
      ...ListRowDetails
    }
    e8: event(id: $i8) {
      ...ListRowDetails
    }
    e9: event(id: $i9) {
      ...ListRowDetails
    }
    e10: event(id: $i10) {
      ...ListRowDetails
    }
    e11: event(id: $i11) {
      ...ListRowDetails
    }
  }
`);

/** The incident list shown when the map cannot draw (no WebGL). */
export const incidentListQuery = graphql(`
  query IncidentList($first: Int!, $after: String) {
    events(first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          type
          title
          sourceUrl
          date
          timePrecision
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The ids of the incidents whose title holds the searched text: the map data carries no titles. */
export const titleMatchesQuery = graphql(`
  query TitleMatches($filter: EventFilter!) {
    mapPoints(filter: $filter) {
      ids
    }
  }
`);

/** The European states the country filter offers. */
export const countriesQuery = graphql(`
  query Countries {
    countries {
      code
      name
    }
  }
`);

/** Incidents published, corrected or withdrawn while the map is open (anyone may follow them). */
export const incidentChangedSubscription = graphql(`
  subscription IncidentChanged {
    incidentChanged {
      change
      id
      incident {
        id
        type
        kind
        country
        title
        date
        latitude
        longitude
        placePrecision
      }
    }
  }
`);

/** How to cite the data as it is now, and its licence, for the Data panel's cite line. */
export const dataCitationQuery = graphql(`
  query DataCitation {
    citation {
      apa
      bibtex
      version
    }
    licence {
      id
      url
    }
  }
`);
