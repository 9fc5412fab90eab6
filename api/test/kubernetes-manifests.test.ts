import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { IDeployment } from "kubernetes-models/apps/v1";
import type { IJob } from "kubernetes-models/batch/v1";
import type { IIngress } from "kubernetes-models/networking.k8s.io/v1";
import type { IPodDisruptionBudget } from "kubernetes-models/policy/v1";
import type {
  IConfigMap,
  IContainer,
  IPersistentVolumeClaim,
  IPodSpec,
  IProbe,
  ISecret,
  IService,
} from "kubernetes-models/v1";
import { parse } from "yaml";
import { loadConfig } from "../src/config.js";
import {
  configurationNames,
  kustomize,
  modelOf,
  repositoryPath,
  typeErrors,
  type KubeObject,
} from "./kubernetes.js";
import { onThisMachine } from "./slowness.js";

/** Each overlay and the instances it runs. */
const OVERLAYS = { single: 1, replicas: 3, pgbouncer: 3 } as const;
/** Settings that carry a password or a key: in the Secret, never the ConfigMap. */
const SECRET_NAMES = [
  "DATABASE_URL",
  "DATABASE_DIRECT_URL",
  "REDIS_URL",
  "SMTP_URL",
  "ADMIN_PASSWORD",
  "CAPTCHA_HMAC_KEY",
  "MAIL_LINK_KEY",
  "SUBMITTER_HASH_KEY",
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
  "RECAPTCHA_SECRET_KEY",
  "METRICS_TOKEN",
  "TRANSLATE_API_KEY",
  "SAVE_PAGE_NOW_AUTH",
];

interface Kinds {
  ConfigMap: IConfigMap;
  Deployment: IDeployment;
  Ingress: IIngress;
  Job: IJob;
  PersistentVolumeClaim: IPersistentVolumeClaim;
  PodDisruptionBudget: IPodDisruptionBudget;
  Secret: ISecret;
  Service: IService;
}
const ofKind = <K extends keyof Kinds>(objects: KubeObject[], kind: K) =>
  objects.filter((object) => object.kind === kind) as unknown as Array<Kinds[K] & KubeObject>;
const one = <K extends keyof Kinds>(objects: KubeObject[], kind: K, name: string) => {
  const found = ofKind(objects, kind).filter((object) => object.metadata.name === name);
  expect(found, `${kind} ${name}`).toHaveLength(1);
  return found[0]!;
};
/** A generated object: its name ends in a hash of its contents. */
const generated = <K extends "ConfigMap" | "Secret">(objects: KubeObject[], kind: K, name: string) => {
  const found = ofKind(objects, kind).filter((object) =>
    new RegExp(`^${name}-[a-z0-9]{10}$`).test(object.metadata.name),
  );
  expect(found, `${kind} ${name}-<hash>`).toHaveLength(1);
  return found[0]!;
};
/** kustomize wraps a long value's base64 over lines; the API server's decoder (Go's) skips line breaks. */
const unwrapped = (data: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value.replace(/\n/g, "")]));
const decoded = (secret: ISecret) =>
  Object.fromEntries(
    Object.entries(unwrapped(secret.data)).map(([key, value]) => [
      key,
      Buffer.from(value, "base64").toString(),
    ]),
  );
/** As the API server would take it: a Secret's base64 unwrapped (the schema's "byte" format wants one line). */
const asSent = (object: KubeObject): KubeObject =>
  object.kind === "Secret"
    ? ({ ...object, data: unwrapped((object as unknown as ISecret).data) } as KubeObject)
    : object;
const matches = (selector: Record<string, string> = {}, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);
const workloads = (objects: KubeObject[]) => [...ofKind(objects, "Deployment"), ...ofKind(objects, "Job")];
const podSpec = (workload: IDeployment | IJob): IPodSpec => workload.spec!.template.spec!;
const containersOf = (spec: IPodSpec): IContainer[] => [...(spec.initContainers ?? []), ...spec.containers];
const patience = (probe: IProbe) => probe.periodSeconds! * probe.failureThreshold!;

describe.each(Object.entries(OVERLAYS))("deploy/k8s/overlays/%s", (overlay, instances) => {
  let objects: KubeObject[];
  let configMap: IConfigMap & KubeObject;
  let secret: ISecret & KubeObject;
  let app: IDeployment & KubeObject;
  let appPod: IPodSpec;
  let appContainer: IContainer;
  /** The environment an instance of this overlay starts with. */
  let settings: Record<string, string>;

  beforeAll(() => {
    objects = kustomize(`overlays/${overlay}`);
    configMap = generated(objects, "ConfigMap", "incident-watch");
    secret = generated(objects, "Secret", "incident-watch");
    app = one(objects, "Deployment", "incident-watch");
    appPod = podSpec(app);
    appContainer = appPod.containers[0]!;
    settings = { ...configMap.data, ...decoded(secret) };
  });

  it("renders objects that each pass the Kubernetes schema of their kind", async () => {
    const kinds = new Set(objects.map((object) => object.kind));
    for (const kind of [
      "Deployment",
      "Job",
      "Service",
      "Ingress",
      "PodDisruptionBudget",
      "ConfigMap",
      "Secret",
    ]) {
      expect(kinds, overlay).toContain(kind);
    }
    for (const object of objects) {
      const Model = await modelOf(object);
      expect(
        () => new Model(asSent(object)).validate(),
        `${object.kind} ${object.metadata.name}`,
      ).not.toThrow();
    }
    // the check can fail: a wrong type is refused
    const Deployment = await modelOf(app);
    expect(() => new Deployment({ ...app, spec: { ...app.spec, replicas: "three" } }).validate()).toThrow(
      /replicas/,
    );
  });

  it("has every setting the app reads in its ConfigMap or Secret, the secret ones in the Secret", () => {
    const names = configurationNames();
    expect(names.length).toBeGreaterThan(90);
    const inConfigMap = Object.keys(configMap.data ?? {});
    const inSecret = Object.keys(secret.data ?? {});
    expect(names.filter((name) => !inConfigMap.includes(name) && !inSecret.includes(name))).toEqual([]);
    expect(inConfigMap.filter((name) => inSecret.includes(name))).toEqual([]);
    expect(SECRET_NAMES.filter((name) => !inSecret.includes(name))).toEqual([]);
    // and nothing the app does not read
    expect([...inConfigMap, ...inSecret].filter((name) => !names.includes(name))).toEqual([]);
    // the app, the migration job and the wait for it all read both
    for (const workload of workloads(objects).filter((w) => w.metadata.name.startsWith("incident-watch"))) {
      for (const container of containersOf(podSpec(workload))) {
        expect(container.envFrom, `${workload.metadata.name}/${container.name}`).toEqual([
          { configMapRef: { name: configMap.metadata.name } },
          { secretRef: { name: secret.metadata.name } },
        ]);
      }
    }
  });

  it("configures an app that starts in production, listening where the Deployment says", () => {
    const config = loadConfig(settings);
    expect(config.production).toBe(true);
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    const port = (name: string) => appContainer.ports!.find((p) => p.name === name)!.containerPort;
    expect(port("http")).toBe(config.port);
    expect(port("management")).toBe(config.managementPort);
    expect(config.managementHost).toBe("0.0.0.0");
    expect(config.trustProxy).toBe(1);
    expect(config.seedDemo).toBe(false);
  });

  it("probes readiness and liveness apart on the management port", () => {
    const { readinessProbe, livenessProbe, startupProbe } = appContainer;
    expect(readinessProbe!.httpGet).toEqual({ path: "/readyz", port: "management" });
    expect(livenessProbe!.httpGet).toEqual({ path: "/healthz", port: "management" });
    expect(startupProbe!.httpGet).toEqual({ path: "/healthz", port: "management" });
    // a stuck process is restarted; a busy one is only given less work, and far sooner
    expect(patience(livenessProbe!)).toBeGreaterThan(patience(readinessProbe!) * 3);
  });

  it("waits before SIGTERM and gives the app its whole shutdown before SIGKILL", () => {
    const { shutdownDelayMs, shutdownTimeoutMs } = loadConfig(settings);
    const [command, seconds] = appContainer.lifecycle!.preStop!.exec!.command!;
    expect(command).toBe("sleep");
    const delay = Number(seconds);
    expect(delay).toBeGreaterThanOrEqual(3);
    // still serving while not ready, the requests' drain, then background work, the job queue and the
    // pools closing (10 s at least)
    expect(appPod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(
      delay + (shutdownDelayMs + shutdownTimeoutMs) / 1000 + 10,
    );
  });

  it("runs every container unprivileged on a read-only root, writing only to its volumes", () => {
    for (const workload of workloads(objects)) {
      const spec = podSpec(workload);
      const where = `${workload.kind} ${workload.metadata.name}`;
      expect(spec.securityContext?.runAsNonRoot, where).toBe(true);
      expect(spec.securityContext?.runAsUser, where).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken, where).toBe(false);
      for (const container of containersOf(spec)) {
        expect(container.securityContext, `${where}/${container.name}`).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ["ALL"] },
        });
        expect(container.resources?.requests?.memory, `${where}/${container.name}`).toBeTruthy();
        expect(container.resources?.limits?.memory, `${where}/${container.name}`).toBeTruthy();
      }
    }
    // the uploads on the shared claim, temporary files in the pod's own space
    const { uploadDir } = loadConfig(settings);
    const volume = (path: string) => {
      const mount = appContainer.volumeMounts?.find((m) => m.mountPath === path);
      return appPod.volumes?.find((v) => v.name === mount?.name);
    };
    expect(volume(uploadDir)?.persistentVolumeClaim?.claimName).toBe("incident-watch-uploads");
    expect(volume("/tmp")?.emptyDir).toBeDefined();
    const claim = one(objects, "PersistentVolumeClaim", "incident-watch-uploads");
    expect(claim.spec!.accessModes).toEqual(instances > 1 ? ["ReadWriteMany"] : ["ReadWriteOnce"]);
  });

  it("keeps instances through a drain with a PodDisruptionBudget over the app's pods", () => {
    expect(app.spec!.replicas).toBe(instances);
    const budget = one(objects, "PodDisruptionBudget", "incident-watch");
    const selector = budget.spec!.selector!.matchLabels;
    expect(matches(selector, app.spec!.template.metadata!.labels)).toBe(true);
    expect(budget.spec!.maxUnavailable).toBe(1);
    // the migration job's pod is not counted with the instances
    const job = one(objects, "Job", "incident-watch-migrate");
    expect(matches(selector, job.spec!.template.metadata!.labels)).toBe(false);
    if (instances > 1) expect(app.spec!.strategy!.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
  });

  it("migrates in a job and starts new instances only once nothing is pending", () => {
    const job = one(objects, "Job", "incident-watch-migrate");
    const [migrate] = podSpec(job).containers;
    expect(migrate!.command).toEqual(["node", "dist/db/migrate.js"]);
    expect(migrate!.image).toBe(appContainer.image);
    const [wait] = appPod.initContainers!;
    expect(wait!.command!.slice(0, 3)).toEqual(["node", "dist/db/migrate.js", "--wait"]);
    expect(wait!.image).toBe(appContainer.image);
    // the image's dist/ is api/src compiled (Dockerfile)
    expect(existsSync(repositoryPath("api/src/db/migrate.ts"))).toBe(true);
  });

  it("serves the app through a Service and nginx Ingresses that keep live sockets open", () => {
    const service = one(objects, "Service", "incident-watch");
    expect(matches(service.spec!.selector, app.spec!.template.metadata!.labels)).toBe(true);
    expect(service.spec!.ports).toEqual([{ name: "http", port: 3000, targetPort: "http" }]);
    const ingresses = ofKind(objects, "Ingress");
    const paths = (ingress: IIngress) => ingress.spec!.rules!.flatMap((rule) => rule.http!.paths);
    for (const ingress of ingresses) {
      expect(ingress.spec!.ingressClassName).toBe("nginx");
      for (const path of paths(ingress)) {
        expect(path.backend.service).toEqual({ name: "incident-watch", port: { name: "http" } });
      }
    }
    const live = ingresses.find((ingress) =>
      paths(ingress).some((path) => path.path === "/graphql" && path.pathType === "Exact"),
    )!;
    const annotation = (name: string) => live.metadata.annotations![`nginx.ingress.kubernetes.io/${name}`];
    expect(Number(annotation("proxy-read-timeout"))).toBeGreaterThanOrEqual(3600);
    expect(Number(annotation("proxy-send-timeout"))).toBeGreaterThanOrEqual(3600);
    expect(annotation("proxy-http-version")).toBe("1.1");
  });
});

describe("deploy/k8s/overlays/*", () => {
  it("has only fields the Kubernetes types know, of their types", { timeout: onThisMachine(120_000) }, () => {
    const objects = Object.keys(OVERLAYS).flatMap((overlay) => kustomize(`overlays/${overlay}`));
    expect(typeErrors(objects)).toEqual([]);
    // the check can fail: a misspelt field is refused where the schemas let it pass
    const app = ofKind(objects, "Deployment").find((object) => object.metadata.name === "incident-watch")!;
    const misspelt = { ...app, spec: { ...app.spec!, replica: 2 } };
    expect(typeErrors([misspelt])).toEqual([
      expect.stringMatching(
        /^Deployment incident-watch: .*'"replica"' does not exist in type 'IDeploymentSpec'/,
      ),
    ]);
  }); // two TypeScript programs over kubernetes-models' types: 35 s and more on a busy machine
});

describe("deploy/k8s/overlays/pgbouncer", () => {
  it("sends the pool through PgBouncer in transaction mode and migrations and LISTEN around it", () => {
    const objects = kustomize("overlays/pgbouncer");
    const config = loadConfig({
      ...generated(objects, "ConfigMap", "incident-watch").data,
      ...decoded(generated(objects, "Secret", "incident-watch")),
    });
    const service = one(objects, "Service", "pgbouncer");
    const port = service.spec!.ports![0]!.port;
    const pooled = new URL(config.databaseUrl!);
    expect(`${pooled.hostname}:${pooled.port}`).toBe(`pgbouncer:${port}`);
    const direct = new URL(config.databaseDirectUrl!);
    expect(direct.hostname).not.toBe("pgbouncer");
    // no timeouts (or anything else) as startup parameters: PgBouncer refuses what it does not know
    expect([...pooled.searchParams.keys()]).toEqual([]);
    const ini = generated(objects, "ConfigMap", "pgbouncer").data!["pgbouncer.ini"]!;
    const setting = (name: string) => new RegExp(`^${name}\\s*=\\s*(.*)$`, "m").exec(ini)?.[1];
    expect(setting("pool_mode")).toBe("transaction");
    expect(setting("listen_port")).toBe(String(port));
    expect(setting("ignore_startup_parameters")).toBeUndefined();
    expect(setting(direct.pathname.slice(1))).toBe(
      `host=${direct.hostname} port=${direct.port} dbname=${direct.pathname.slice(1)}`,
    );
    const pgbouncer = one(objects, "Deployment", "pgbouncer");
    const labels = pgbouncer.spec!.template.metadata!.labels;
    expect(pgbouncer.spec!.replicas).toBeGreaterThan(1);
    expect(matches(service.spec!.selector, labels)).toBe(true);
    expect(
      matches(one(objects, "PodDisruptionBudget", "pgbouncer").spec!.selector!.matchLabels, labels),
    ).toBe(true);
    // the app's budget does not count PgBouncer's pods
    expect(
      matches(one(objects, "PodDisruptionBudget", "incident-watch").spec!.selector!.matchLabels, labels),
    ).toBe(false);
  });
});

describe("docker-compose.yml", () => {
  const compose = parse(readFileSync(repositoryPath("docker-compose.yml"), "utf8")) as {
    services: {
      app: {
        environment: Record<string, string | number>;
        stop_grace_period: string;
        healthcheck: { test: string[] };
      };
      proxy: { ports: string[]; volumes: string[] };
      certbot: { volumes: string[] };
    };
  };
  /** The app's environment as compose makes it from the operator's (${NAME}, ${NAME:-default}, ${NAME:?error}). */
  const interpolated = (shell: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(compose.services.app.environment).map(([name, value]) => [
        name,
        String(value).replace(
          /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
          (_match, variable: string, kind?: string, text?: string) => {
            const set = shell[variable];
            if (set) return set;
            if (kind === "?") throw new Error(`${variable}: ${text}`);
            return kind === "-" ? text! : "";
          },
        ),
      ]),
    );

  it("passes every setting the app reads to its instances, and nothing else", () => {
    const environment = Object.keys(compose.services.app.environment);
    const names = configurationNames();
    expect(names.filter((name) => !environment.includes(name))).toEqual([]);
    expect(environment.filter((name) => !names.includes(name))).toEqual([]);
  });

  it("starts the app in production with the README's variables, directly or through PgBouncer", () => {
    const shell = {
      PUBLIC_URL: "https://incidents.example.org",
      POSTGRES_PASSWORD: "secret",
      CAPTCHA_HMAC_KEY: "a",
      MAIL_LINK_KEY: "b",
      SUBMITTER_HASH_KEY: "c",
      VAPID_PUBLIC_KEY: "d",
      VAPID_PRIVATE_KEY: "e",
    };
    expect(() => interpolated({ ...shell, CAPTCHA_HMAC_KEY: "" })).toThrow(/CAPTCHA_HMAC_KEY/);
    expect(() => interpolated({ ...shell, PUBLIC_URL: "" })).toThrow(/PUBLIC_URL/);
    const direct = loadConfig(interpolated(shell));
    expect(direct.production).toBe(true);
    expect(new URL(direct.databaseUrl!).host).toBe("db:5432");
    expect(direct.databaseDirectUrl).toBe(direct.databaseUrl);
    const pooled = loadConfig(interpolated({ ...shell, DATABASE_ADDRESS: "pgbouncer:6432" }));
    expect(new URL(pooled.databaseUrl!).host).toBe("pgbouncer:6432");
    expect(new URL(pooled.databaseDirectUrl!).host).toBe("db:5432");
    // the healthcheck asks the management port; compose waits out the app's shutdown before SIGKILL
    expect(compose.services.app.healthcheck.test.join(" ")).toContain(
      `127.0.0.1:${direct.managementPort}/readyz`,
    );
    expect(parseInt(compose.services.app.stop_grace_period)).toBeGreaterThanOrEqual(
      (direct.shutdownDelayMs + direct.shutdownTimeoutMs) / 1000 + 10,
    );
  });

  it("publishes nginx alone, HTTP for the ACME challenge and the redirect, HTTPS with certbot's certificate", () => {
    const { proxy, certbot } = compose.services;
    expect(proxy.ports.map((port) => port.split(":").at(-1))).toEqual(["80", "443"]);
    expect(proxy.volumes).toContain("certificates:/etc/nginx/certs:ro");
    expect(proxy.volumes).toContain("acme-challenge:/var/www/certbot:ro");
    expect(certbot.volumes).toContain("certificates:/etc/nginx/certs");
    expect(certbot.volumes).toContain("acme-challenge:/var/www/certbot");
  });
});
