import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// A feature (web/src/features/<name>) is used from outside only through its index.ts: an import that climbs
// out of one feature and into another's folder names its index ("../auth"), never a file inside it
// ("../auth/useAuth"). The patterns depend on how deep the importing file sits in its feature.
const SERVICES_BY_MODULE = {
  selector: "NewExpression[callee.name=/Service$/]",
  message: "Services are built by their module's factory (*.module.ts) and handed to those that use them.",
};
const BESIDE = "goes through the unit of work (uow.run, uow.flushWith; decisions 088, 147, 148)";
const THROUGH_THE_UNIT_OF_WORK = [
  { selector: "CallExpression[callee.property.name='transactional']", message: `A transaction ${BESIDE}.` },
  { selector: "CallExpression[callee.name='transactional']", message: `A transaction ${BESIDE}.` },
  {
    selector: "CallExpression[callee.property.name='flush'][callee.object.name='em']",
    message: `A flush outside a transaction ${BESIDE}.`,
  },
  {
    selector: "CallExpression[callee.property.name='flush'][callee.object.property.name='em']",
    message: `A flush outside a transaction ${BESIDE}.`,
  },
  {
    selector: "CallExpression[callee.property.name=/^(sendAfter|sendMany)$/]",
    message: "A job is queued with queueJob (modules/job-topics.ts), in a unit of work's transaction.",
  },
  {
    selector: "NewExpression[callee.name='UnitOfWork']",
    message: "A unit of work is made by the registry: a request's context or a job's (modules/index.ts).",
  },
];

const SCALED_BOUND =
  "A test's time bound is scaled by the machine's measured speed: onThisMachine(ms) (api/test/slowness.ts).";
const FEATURE_BOUNDARY = "Import another feature through its index (../<feature>), never a file inside it.";
const featureBoundaries = [0, 1, 2, 3].map((depth) => {
  const up = `(\\.\\./){${depth + 1}}`;
  // into a sibling feature's folder, or up to src/ and back down into features/
  const inside = `^(${up}[^./][^/]*|${up}\\.\\./features/[^/]+)/`;
  return {
    files: [`web/src/features/*/${"*/".repeat(depth)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: inside, message: FEATURE_BOUNDARY }] }],
      "no-restricted-syntax": [
        "error",
        {
          selector: `ImportExpression[source.value=/${inside.replaceAll("/", "\\/")}/]`,
          message: FEATURE_BOUNDARY,
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "web/src/gql/**",
      "api/src/db/migrations/Migration*",
      "**/coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error, and `any` switches the type checker off.
    // Not run with --cache: ESLint caches each file on its own text, so a changed type in one file would
    // leave the files that use it with stale, passing results.
    files: [
      "api/src/**/*.ts",
      "api/test/**/*.ts",
      "web/src/**/*.{ts,tsx}",
      "web/e2e/**/*.ts",
      "schema/src/**/*.ts",
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-unsafe-assignment": "error",
      "@typescript-eslint/no-unsafe-argument": "error",
      "@typescript-eslint/no-unsafe-call": "error",
      "@typescript-eslint/no-unsafe-member-access": "error",
      "@typescript-eslint/no-unsafe-return": "error",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Layers point one way: services and adapters never reach up into the transports.
    files: ["api/src/modules/**/*.ts", "api/src/db/**/*.ts", "api/src/core/**/*.ts"],
    ignores: [
      "**/*.resolver.ts",
      "**/*.routes.ts",
      "**/*.type.ts",
      "**/*.test.ts",
      "**/*.module.ts",
      "api/src/modules/app-module.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/graphql/*", "**/http/*"],
              message: "Services never import the GraphQL or HTTP layer.",
            },
          ],
        },
      ],
    },
  },
  {
    // Services are composed by their module: only a module file constructs one (decision 089). Changes
    // and jobs go through the unit of work (decisions 147, 148): no transaction, flush or job beside it.
    files: ["api/src/**/*.ts"],
    ignores: ["**/*.module.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", SERVICES_BY_MODULE, ...THROUGH_THE_UNIT_OF_WORK] },
  },
  {
    files: ["api/src/**/*.module.ts"],
    rules: { "no-restricted-syntax": ["error", ...THROUGH_THE_UNIT_OF_WORK] },
  },
  {
    // the unit of work itself and its registry, and the migrations
    files: [
      "api/src/infra/**/*.ts",
      "api/src/db/migrations/**/*.ts",
      "api/src/deps.ts",
      "api/src/modules/index.ts",
    ],
    ignores: ["**/*.module.ts", "**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", SERVICES_BY_MODULE] },
  },
  {
    // A function that no longer fits on a screen or two is asking for well-named helpers.
    files: ["api/src/**/*.ts"],
    ignores: ["**/*.test.ts", "api/src/db/migrations/**"],
    rules: {
      "max-lines-per-function": ["error", { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["api/src/infra/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/modules/*", "**/graphql/*", "**/http/*"],
              message: "infra/ never imports modules or transports.",
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // The shell and the test helpers import a feature through its index too; the router and the layout load
    // lazy pages with import() of the pages' own modules, which keeps them out of the first download.
    files: ["web/src/app/**/*.{ts,tsx}", "web/src/test/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(\\.\\./)+features/[^/]+/", message: FEATURE_BOUNDARY }] },
      ],
    },
  },
  {
    // shared components and helpers serve the features and never depend on one
    files: ["web/src/components/**/*.{ts,tsx}", "web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+features(/|$)", message: "components/ and lib/ never import a feature." },
          ],
        },
      ],
    },
  },
  {
    // A test's bound holds on the slowest machine seen: scaled by the run's measured speed (issue 58).
    files: ["api/src/**/*.test.ts", "api/test/**/*.ts", "web/e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Property[key.name='timeout'][value.type='Literal']", message: SCALED_BOUND },
        {
          selector: `CallExpression[callee.name=/^(it|test|beforeAll|afterAll|beforeEach|afterEach)$/] > Literal[raw=/^[0-9_]+$/]`,
          message: SCALED_BOUND,
        },
      ],
    },
  },
  {
    files: [
      "scripts/**",
      "bench/**",
      "**/*.config.*",
      "**/emit-schema.ts",
      "**/create-migration.ts",
      "**/e2e/**",
    ],
    rules: { "no-console": "off" },
  },
);
