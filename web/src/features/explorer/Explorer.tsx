import { GraphiQL } from "graphiql";
import { useEffect } from "react";
import { useT } from "../../i18n";
import { getOperationAST, parse, type ExecutionResult } from "graphql";
import { createClient, type Client } from "graphql-ws";
import { researchExamples } from "./examples";
import { withKnownOperation, type Params } from "./operationName";
import researchApiDoc from "../../../../docs/research-api.md?raw";

/** A subscription, which runs over the WebSocket; everything else is a POST. */
function isSubscription({ query, operationName }: Params): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === "subscription";
  } catch {
    return false;
  }
}

// opened with the first subscription, without a session: what any researcher's client does
let socket: Client | undefined;

/**
 * Same-origin POSTs to /graphql, as the research API's clients send them, and subscriptions over
 * graphql-ws on the same path; no session is added to either.
 */
async function fetcher(asked: Params): Promise<ExecutionResult | AsyncIterable<ExecutionResult>> {
  const params = withKnownOperation(asked);
  if (isSubscription(params)) {
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    socket ??= createClient({ url: `${scheme}//${window.location.host}/graphql`, lazy: true });
    // GraphiQL shows errors as sent; the socket's are already formatted
    return socket.iterate({
      ...params,
      variables: params.variables ?? undefined,
      operationName: params.operationName ?? undefined,
    }) as AsyncIterable<ExecutionResult>;
  }
  const response = await fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(params),
  });
  return (await response.json()) as ExecutionResult;
}

const tabs = researchExamples(researchApiDoc);
// the research API's guide, bundled with the explorer, opens as text beside it (the site has no page for it)
const guideUrl = URL.createObjectURL(new Blob([researchApiDoc], { type: "text/plain;charset=utf-8" }));

/**
 * A tab chosen before GraphiQL's query editor has started would keep the first tab's query in the editor
 * (Execute then runs that one): the tabs take no clicks (`explorer-starting`) until the editor shows its
 * first query.
 */
function useTabsOnceEditorStarts() {
  useEffect(() => {
    const body = document.body;
    const started = () =>
      (document.querySelector(".graphiql-query-editor .view-lines")?.textContent ?? "").trim() !== "";
    if (started()) return undefined;
    body.classList.add("explorer-starting");
    const observer = new MutationObserver(() => {
      if (!started()) return;
      body.classList.remove("explorer-starting");
      observer.disconnect();
    });
    observer.observe(body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      body.classList.remove("explorer-starting");
    };
  }, []);
}

export function Explorer() {
  const t = useT("explorer");
  useTabsOnceEditorStarts();
  useEffect(() => {
    document.title = t("explorer.title");
  }, [t]);
  return (
    <GraphiQL fetcher={fetcher} defaultTabs={tabs} defaultEditorToolsVisibility="variables">
      <GraphiQL.Logo>
        <nav className="explorer-links" aria-label={t("explorer.leave")}>
          <a href="/">{t("explorer.home")}</a>
          <a href={guideUrl} target="_blank" rel="noopener">
            {t("explorer.guide")} <span className="explorer-links__hidden">{t("explorer.newTab")}</span>
          </a>
        </nav>
      </GraphiQL.Logo>
    </GraphiQL>
  );
}
