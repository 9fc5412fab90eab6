import { graphql } from "../../gql";

/** Moderators' bulk imports (decision 126): a run's progress and counts, and its report. */
export const dataImportQuery = graphql(`
  query DataImport($id: ID!, $phase: ImportPhase!) {
    dataImport(id: $id) {
      id
      fileName
      status
      phase
      failure
      failureDetail
      position
      columns
      counts {
        rows
        created
        merged
        refused
        unchanged
      }
      dryRun {
        rows
        created
        merged
        refused
        unchanged
      }
      report(phase: $phase, first: 100) {
        row
        outcome
        errors {
          field
          message
        }
        eventId
        duplicateOfRow
        mergeReason
      }
    }
  }
`);

export const dryRunImportMutation = graphql(`
  mutation DryRunImport($id: ID!, $preset: ImportPreset!, $mapping: [ImportFieldInput!]!) {
    dryRunImport(id: $id, preset: $preset, mapping: $mapping) {
      id
      status
    }
  }
`);

export const startImportMutation = graphql(`
  mutation StartImport($id: ID!) {
    startImport(id: $id) {
      id
      status
    }
  }
`);

/** The saved column mappings (decision 143): those of the uploaded file's shape come first. */
export const importMappingsQuery = graphql(`
  query ImportMappings($columns: [String!]) {
    importMappings(columns: $columns) {
      id
      name
      preset
      sameShape
      savedAt
      savedBy {
        id
        username
      }
      mapping {
        field
        column
        value
      }
    }
  }
`);

export const saveImportMappingMutation = graphql(`
  mutation SaveImportMapping(
    $name: String!
    $columns: [String!]!
    $preset: ImportPreset!
    $mapping: [ImportFieldInput!]!
  ) {
    saveImportMapping(name: $name, columns: $columns, preset: $preset, mapping: $mapping) {
      id
      name
    }
  }
`);

export const deleteImportMappingMutation = graphql(`
  mutation DeleteImportMapping($id: ID!) {
    deleteImportMapping(id: $id)
  }
`);
