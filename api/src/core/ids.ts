import { GraphQLError, GraphQLID, GraphQLScalarType, Kind } from "graphql";
import { messages } from "@incident-watch/schema";
import { ValidationError } from "./errors.js";

// bigint ids fit in 18 digits; leading zeros are allowed in, never kept
const DIGITS = /^\d{1,40}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An integer id in its one spelling ("0195" → "195"), or null when it is not one. */
export function canonicalIntegerId(value: unknown): string | null {
  if (typeof value !== "string" || !DIGITS.test(value)) return null;
  const id = value.replace(/^0+(?=\d)/, "");
  return id.length <= 18 ? id : null;
}

/** A UUID in lower case, or null when it is not one. */
export function canonicalUuid(value: unknown): string | null {
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * An id argument in its canonical form, or BAD_USER_INPUT naming the field: read once at the edge, so
 * that rules keyed by an id (one open report per target) see one spelling.
 */
export function requireId(kind: "integer" | "uuid", value: unknown, field: string): string {
  const id = kind === "integer" ? canonicalIntegerId(value) : canonicalUuid(value);
  if (id === null) throw new ValidationError({ [field]: messages.idInvalid });
  return id;
}

/**
 * The schema's ID scalar: every id a client sends (argument, input field or variable) arrives in its
 * canonical form, an integer without leading zeros or a lower-case UUID, or is refused before any
 * resolver runs (BAD_USER_INPUT for a variable). Ids the server sends are written as GraphQL's own ID.
 */
export const ID = new GraphQLScalarType({
  name: "ID",
  description: GraphQLID.description,
  serialize: GraphQLID.serialize,
  parseValue: (value) => canonicalId(typeof value === "number" ? String(value) : value),
  parseLiteral: (node) =>
    canonicalId(node.kind === Kind.STRING || node.kind === Kind.INT ? node.value : undefined),
});

function canonicalId(value: unknown): string {
  const id = canonicalIntegerId(value) ?? canonicalUuid(value);
  if (id === null) throw new GraphQLError(messages.idInvalid, { extensions: { code: "BAD_USER_INPUT" } });
  return id;
}
