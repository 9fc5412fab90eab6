import { GraphiQL } from "graphiql";
import type { ExecutionResult } from "graphql";
import { researchExamples } from "./examples";
import researchApiDoc from "../../../../docs/research-api.md?raw";

/** Same-origin POSTs to /graphql, as the research API's clients send them; no session is added. */
async function fetcher(params: unknown): Promise<ExecutionResult> {
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(params),
  });
  return (await response.json()) as ExecutionResult;
}

const tabs = researchExamples(researchApiDoc);

export function Explorer() {
  return <GraphiQL fetcher={fetcher} defaultTabs={tabs} defaultEditorToolsVisibility="variables" />;
}
