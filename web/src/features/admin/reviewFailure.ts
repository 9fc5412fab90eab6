import { describeFailure } from "../../lib/callFailure";

/** A review action's failure in the server's words (each field's message when it named fields). */
export function reviewFailure(error: unknown): string {
  const failure = describeFailure(error);
  if (failure.kind === "offline") return "You are offline. Please check your connection.";
  const fields = failure.fields && Object.values(failure.fields);
  if (fields && fields.length > 0) return fields.join(" ");
  return failure.message && failure.code !== "INTERNAL_SERVER_ERROR"
    ? failure.message
    : "The action failed. Please try again.";
}
