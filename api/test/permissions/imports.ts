// The permission table's rows: moderators' bulk imports (decision 126).
import type { PermissionRow } from "../permission-table.js";
import { STAFF } from "./shapes.js";

const MAPPING = `[{ field: sourceUrl, column: "url" }, { field: date, column: "date" }, { field: latitude, column: "lat" },
  { field: longitude, column: "lon" }, { field: type, value: "russian" }, { field: kind, value: "other" }]`;

export const IMPORT_ROWS: PermissionRow[] = [
  {
    api: "rest",
    method: "PUT",
    path: "/imports?format=csv&name=events.csv",
    target: "none",
    body: "csv",
    expect: STAFF,
    note: "the file is the raw body",
  },
  {
    api: "graphql",
    operation: "dryRunImport",
    target: "uploadedImport",
    document: `mutation ($id: ID!) { dryRunImport(id: $id, preset: custom, mapping: ${MAPPING}) { id } }`,
    variables: (t) => ({ id: t.importId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "startImport",
    target: "checkedImport",
    document: `mutation ($id: ID!) { startImport(id: $id) { id } }`,
    variables: (t) => ({ id: t.importId }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "saveImportMapping",
    target: "none",
    document: `mutation ($name: String!) {
      saveImportMapping(name: $name, columns: ["url", "date", "lat", "lon"], preset: custom, mapping: ${MAPPING}) { id } }`,
    variables: (t) => ({ name: `Mapping ${t.n}` }),
    expect: STAFF,
  },
  {
    api: "graphql",
    operation: "deleteImportMapping",
    target: "importMapping",
    document: `mutation ($id: ID!) { deleteImportMapping(id: $id) }`,
    variables: (t) => ({ id: t.mappingId }),
    expect: STAFF,
  },
];

/** The file the import targets hold: a row its dry run refuses, so no run creates an incident. */
export const IMPORT_FILE = "url,date,lat,lon\r\nnot a link,2024-01-01,50,10\r\n";
export const IMPORT_MAPPING = {
  sourceUrl: { column: "url", value: null },
  date: { column: "date", value: null },
  latitude: { column: "lat", value: null },
  longitude: { column: "lon", value: null },
  type: { column: null, value: "russian" },
  kind: { column: null, value: "other" },
};
