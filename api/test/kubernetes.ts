import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseAllDocuments } from "yaml";
import { loadConfig } from "../src/config.js";

export const repositoryPath = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** One rendered Kubernetes object; a test reads it through its kind's type (kubernetes-models). */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
}

/**
 * `kubectl kustomize` of a directory under deploy/k8s, parsed. No kubectl is a failure that says so, never
 * a skipped test: the manifests are only checked when they are rendered.
 */
export function kustomize(directory: string): KubeObject[] {
  const result = spawnSync("kubectl", ["kustomize", repositoryPath(`deploy/k8s/${directory}`)], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.error) {
    throw new Error(
      `kubectl is needed to render deploy/k8s (kubectl kustomize) and was not found: ${result.error.message}. ` +
        "Install kubectl 1.27 or later (its kustomize 5 reads these files): the kubectl package of the Kubernetes " +
        "apt repository (pkgs.k8s.io); Debian's own kubernetes-client is too old.",
    );
  }
  if (result.status !== 0) throw new Error(`kubectl kustomize ${directory} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document) => {
    if (document.errors.length) throw new Error(`${directory}: ${document.errors[0]!.message}`);
    return document.toJSON() as KubeObject;
  });
}

/**
 * Every environment variable the app's configuration reads: loadConfig run on an environment that records
 * each name asked for (as development and as production, which read the same names).
 */
export function configurationNames(): string[] {
  const names = new Set<string>();
  for (const nodeEnv of ["development", "production"]) {
    const env = new Proxy({} as Record<string, string | undefined>, {
      get(_target, name) {
        if (typeof name === "string") names.add(name);
        return name === "NODE_ENV" ? nodeEnv : undefined;
      },
    });
    loadConfig(env);
  }
  return [...names].sort();
}

/** The class kubernetes-models has for an object's apiVersion and kind; it validates against the schema. */
export async function modelOf(object: KubeObject): Promise<new (data: unknown) => { validate(): void }> {
  const [group, version] = object.apiVersion.includes("/")
    ? object.apiVersion.split("/")
    : [undefined, object.apiVersion];
  const module = (await import(`kubernetes-models/${group ? `${group}/` : ""}${version}`)) as Record<
    string,
    new (data: unknown) => { validate(): void }
  >;
  const model = module[object.kind];
  if (!model) throw new Error(`kubernetes-models has no ${object.apiVersion} ${object.kind}`);
  return model;
}
