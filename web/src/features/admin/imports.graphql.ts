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
