import type { ApolloServerPlugin } from "@apollo/server";
import {
  defaultFieldResolver,
  isObjectType,
  type FormattedExecutionResult,
  type GraphQLSchema,
} from "graphql";
import { messages } from "@incident-watch/schema";
import { AppError } from "../core/errors.js";
import { HEAVY_FIELD } from "../core/heavy-fields.js";

/** The answer would carry more than MAX_RESPONSE_MB: none of it is sent. */
export class ResponseTooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    super("RESPONSE_TOO_LARGE", messages.responseTooLarge, { maxBytes });
  }
}

/**
 * How much long text and bulk data one GraphQL answer carries so far. The heavy fields charge it as they
 * resolve (chargeHeavyFields); once past the ceiling every further heavy field fails at once, so the rest
 * of the query ends quickly, and the whole answer is replaced by one error before it is serialised.
 */
export class ResponseBudget {
  private spent = 0;

  constructor(readonly maxBytes: number) {}

  get exceeded(): boolean {
    return this.spent > this.maxBytes;
  }

  /** Counts `bytes` more of the answer; throws once the answer is past the ceiling. */
  charge(bytes: number): void {
    this.spent += bytes;
    if (this.exceeded) throw new ResponseTooLargeError(this.maxBytes);
  }

  /** A subscription answers once per event: each event's answer has the whole ceiling. */
  reset(): void {
    this.spent = 0;
  }

  /** The one error that replaces an answer past the ceiling. */
  refusal(): FormattedExecutionResult {
    const { message, extensions } = new ResponseTooLargeError(this.maxBytes);
    return { errors: [{ message, extensions }] };
  }
}

/** Over HTTP: an answer past the ceiling goes out as its refusal alone, with status 400 like a costly query. */
export function responseBudgetPlugin<T extends { response: ResponseBudget }>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          if (!contextValue?.response?.exceeded) return;
          response.body = { kind: "single", singleResult: contextValue.response.refusal() };
          response.http.status = 400;
        },
      };
    },
  };
}

// a number as the map's coordinates and days are written (true, false and null alike)
const SCALAR_BYTES = 8;

/** About how many bytes a value adds to the JSON answer; objects count through their own fields. */
export function answerBytes(value: unknown): number {
  if (typeof value === "string") return value.length + 2;
  if (!Array.isArray(value)) return typeof value === "object" && value !== null ? 0 : SCALAR_BYTES;
  // brackets and commas, then each item; a list's items share its type, and the map's hold 100,000s
  let bytes = 2 + value.length;
  if (typeof value[0] === "number") return bytes + value.length * SCALAR_BYTES;
  for (const item of value) {
    if (typeof item === "string") bytes += item.length + 2;
    else bytes += typeof item === "object" && item !== null ? answerBytes(item) : SCALAR_BYTES;
  }
  return bytes;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | null)?.then === "function";

/**
 * Makes every @Heavy field charge the answer's budget (context.response) with what it returns, and fail at
 * once when the answer is already past the ceiling: the same on HTTP and on the socket, which run this
 * schema alike.
 */
export function chargeHeavyFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.extensions[HEAVY_FIELD]) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: { response: ResponseBudget }, info) => {
        // fails at once when the answer is already past the ceiling: nothing more is loaded for it
        context.response.charge(0);
        const value = resolve(source, args, context, info);
        const charge = (resolved: unknown) => {
          context.response.charge(answerBytes(resolved));
          return resolved;
        };
        return isPromise(value) ? value.then(charge) : charge(value);
      };
    }
  }
  return schema;
}
