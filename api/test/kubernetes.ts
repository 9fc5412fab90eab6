import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import ts from "typescript";
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

/**
 * What TypeScript finds wrong in the objects typed as kubernetes-models' interfaces of their kinds: as
 * object literals, a field name the kind does not have is an error (the JSON schemas let it pass), and so
 * are a wrong type and a missing required field. One program for all the objects; "" when none.
 */
export function typeErrors(objects: KubeObject[]): string[] {
  const fileName = fileURLToPath(new URL("./rendered-manifests.ts", import.meta.url));
  const source = objects
    .map((object, index) => {
      const [group, version] = object.apiVersion.includes("/")
        ? object.apiVersion.split("/")
        : [undefined, object.apiVersion];
      const module = `kubernetes-models/${group ? `${group}/` : ""}${version}`;
      return (
        `import type { I${object.kind} as T${index} } from "${module}";\n` +
        `export const o${index}: T${index} = ${JSON.stringify(object)};`
      );
    })
    .join("\n");
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0;
    const object = objects[Math.floor(line / 2)];
    const where = object ? `${object.kind} ${object.metadata.name}` : "";
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
  });
}
