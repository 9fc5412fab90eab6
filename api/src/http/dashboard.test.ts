import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.js";
import { checkMetrics, startPrometheus, type Prometheus } from "../../test/prometheus.js";

// The Grafana dashboard shipped for operators (deploy/grafana), evaluated by a real Prometheus scraping a
// real instance: a panel whose query names a metric or label the app does not export shows "No data" on
// the day it is needed, and fails here instead.
const dashboard = JSON.parse(
  readFileSync(new URL("../../../deploy/grafana/incident-watch.json", import.meta.url), "utf8"),
) as { panels: Panel[]; templating: { list: { query?: { query?: string } | string }[] } };

interface Panel {
  title: string;
  panels?: Panel[];
  targets?: { expr: string }[];
}

const queries = (panels: Panel[]): [string, string][] =>
  panels.flatMap((panel) => [
    ...(panel.targets ?? []).map((target) => [panel.title, target.expr] as [string, string]),
    ...queries(panel.panels ?? []),
  ]);

describe("the operators' dashboard", () => {
  let app: TestApp;
  let prometheus: Prometheus;

  beforeAll(async () => {
    app = await startTestApp({}, {}, { management: true });
    prometheus = await startPrometheus([new URL(app.managementUrl).host]);
    // some of each kind of work, an error among them, so that every panel has something to show
    await fetch(`${app.url}/api/events`);
    await fetch(`${app.url}/forum`);
    await app.graphql("{ __typename }");
    await app.graphql("{ nope }");
    // three scrapes after the traffic: a rate needs two samples in its window
    await prometheus.scrapedAtLeast(3);
  });

  afterAll(async () => {
    await prometheus?.stop();
    await app?.close();
  });

  it("has queries to check", () => {
    expect(queries(dashboard.panels).length).toBeGreaterThan(10);
  });

  it.each(queries(dashboard.panels))("'%s' returns at least one series: %s", async (_, expr) => {
    const result = await prometheus.query(expr.replaceAll("$instance", ".*"));
    expect(result.length, expr).toBeGreaterThan(0);
  });

  it("lists the instances its instance menu offers", async () => {
    const variable = dashboard.templating.list.find((entry) => typeof entry.query === "object")!;
    const metric = /label_values\((\w+), instance\)/.exec((variable.query as { query: string }).query)![1]!;
    expect(await prometheus.query(`count by (instance) (${metric})`)).toHaveLength(1);
  });

  it("is fed an exposition promtool finds nothing to fault in", async () => {
    const exposition = await (await fetch(`${app.managementUrl}/metrics`)).text();
    expect(checkMetrics(exposition)).toBe("");
  });
});
