import type { CodegenConfig } from "@graphql-codegen/cli";

// Typed documents for the web app, from the schema the api emits. Run through `pnpm run generate`.
const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  // Tests build throwaway documents (stand-in subscriptions) that are not part of the schema.
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**", "!web/src/**/*.test.{ts,tsx}"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      // DateTimeISO travels as an ISO 8601 string
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTimeISO: "string" } },
    },
  },
};

export default config;
