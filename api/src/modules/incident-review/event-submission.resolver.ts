import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { Event } from "../events/event.entity.js";
import { SubmitEventInput } from "./incident-review.inputs.js";

/** Visitors' reports of incidents: open to anyone, with a captcha. */
@Resolver()
export class EventSubmissionResolver {
  @Mutation(() => Event, { description: "Reports an incident; it is shown once a moderator approves it." })
  submitEvent(@Arg("input", () => SubmitEventInput) input: SubmitEventInput, @Ctx() ctx: Context) {
    return ctx.services.eventSubmission.submit(input, ctx.request, ctx.viewer?.id ?? null);
  }
}
