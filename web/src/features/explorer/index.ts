// The research API explorer is a page of its own (graphiql.html loads main.tsx), which the app never
// imports. What others read of it: the example queries, which the browser test runs.
export { researchExamples } from "./examples";
